// Unit test of the root port model alone (no RTL): the cases the controller never produces on
// its own, because it obeys MPS and MRRS, and the completion split rules checked beat by beat.
// Built and run by test_pcie_root_port.py; exits non-zero on the first failed check.

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "host_channel.h"
#include "pcie_root_port.h"

using namespace cssd_sim;

namespace {

int failures = 0;

void check(bool ok, const char *what) {
  if (!ok) {
    std::printf("FAIL: %s\n", what);
    ++failures;
  }
}

struct Recorder : RootPortEvents {
  std::vector<uint32_t> kinds;
  std::vector<std::pair<uint64_t, uint32_t>> irqs;
  void read_done(uint64_t, uint64_t, uint32_t) override {}
  void irq(uint64_t addr, uint32_t data) override { irqs.emplace_back(addr, data); }
  void error(uint32_t kind, uint64_t, const std::string &) override { kinds.push_back(kind); }
};

// One device request as the RQ interface carries it (descriptor + payload), beat by beat.
void send_rq(PcieRootPort &rp, uint64_t addr, uint32_t ndw, bool write, uint8_t tag, const std::vector<uint32_t> &payload) {
  std::vector<uint32_t> dw = {static_cast<uint32_t>(addr), static_cast<uint32_t>(addr >> 32),
                              ndw | (write ? 1u : 0u) << 11, tag};
  dw.insert(dw.end(), payload.begin(), payload.end());
  for (size_t off = 0; off < dw.size(); off += 16) {
    AxisBeat b;
    const size_t n = dw.size() - off < 16 ? dw.size() - off : 16;
    std::memcpy(b.data, dw.data() + off, 4 * n);
    b.keep = static_cast<uint16_t>((1u << n) - 1);
    b.last = off + n == dw.size();
    if (off == 0) b.user[0] = 0xF | (ndw > 1 ? 0xF00u : 0u);  // first / last byte enables
    PcieRootPort::DeviceOut d{true, true, false, nullptr, true, &b, 0};
    rp.sample(d);
  }
}

struct Cpl {
  uint32_t lower, byte_count, ndw, status;
  bool done;
  std::vector<uint32_t> data;
};

// Drains the RC beats the root port queued, as the device would take them.
std::vector<Cpl> drain_rc(PcieRootPort &rp, uint64_t &cycle) {
  std::vector<Cpl> out;
  std::vector<uint32_t> acc;
  for (int guard = 0; guard < 10000 && rp.rc_valid(); ++guard) {
    const AxisBeat b = rp.rc_beat();
    for (int i = 0; i < 16; ++i) {
      if (b.keep >> i & 1) acc.push_back(b.data[i]);
    }
    PcieRootPort::DeviceOut d{false, true, false, nullptr, false, nullptr, 0};
    rp.sample(d);
    rp.advance(++cycle);
    if (b.last) {
      Cpl c{acc[0] & 0xFFF, acc[0] >> 16 & 0x1FFF, acc[1] & 0x7FF, acc[1] >> 11 & 7, (acc[0] >> 30 & 1) != 0, {}};
      c.data.assign(acc.begin() + 3, acc.end());
      out.push_back(c);
      acc.clear();
    }
  }
  return out;
}

}  // namespace

int main() {
  std::vector<uint8_t> host(1 << 16);
  for (size_t i = 0; i < host.size(); ++i) host[i] = static_cast<uint8_t>(i * 7 + (i >> 8));
  const uint64_t base = 0x10000000;
  Recorder ev;
  PcieRootPort rp(HostMemory{host.data(), base, host.size()}, 0xFEE00000, 0x100000, 1 << 18, 12500, ev);
  rp.bus_master = true;
  uint64_t cycle = 0;

  // A 512-byte read at a host offset that is not RCB-aligned, MPS 128, RCB 64: every completion
  // but the last ends on a 64-byte boundary and carries at most 128 bytes; byte counts count down.
  rp.cfg_max_payload = 0;
  rp.cfg_max_read_req = 2;
  rp.rcb_bytes = 64;
  const uint64_t a = base + 0x1024;
  send_rq(rp, a, 128, false, 5, {});
  rp.advance(++cycle);
  std::vector<Cpl> cpls = drain_rc(rp, cycle);
  check(ev.kinds.empty(), "a legal read reports no error");
  check(cpls.size() == 5, "512 B from offset 0x24 at MPS 128: 5 completions (92 + 128 + 128 + 128 + 36)");
  uint64_t at = a;
  uint32_t remaining = 512;
  std::vector<uint8_t> got;
  for (size_t i = 0; i < cpls.size(); ++i) {
    const Cpl &c = cpls[i];
    check(c.status == 0, "status SC");
    check(c.lower == (at & 0xFFF), "lower address follows the data");
    check(c.byte_count == remaining, "byte count is what remains");
    check(c.ndw * 4 <= 128, "no completion above MPS");
    check(c.done == (i + 1 == cpls.size()), "request completed on the last one only");
    if (i + 1 < cpls.size()) check(((at + 4 * c.ndw) & 63) == 0, "each but the last ends on the RCB");
    for (uint32_t w : c.data) {
      for (int k = 0; k < 4; ++k) got.push_back(static_cast<uint8_t>(w >> (8 * k)));
    }
    at += 4 * c.ndw;
    remaining -= 4 * c.ndw;
  }
  check(got.size() == 512 && std::memcmp(got.data(), &host[0x1024], 512) == 0, "completion data is host memory");

  // RCB 128 with MPS 256: the first completion runs to the 128-byte boundary past MPS's reach.
  rp.cfg_max_payload = 1;
  rp.rcb_bytes = 128;
  send_rq(rp, base + 0x2040, 128, false, 6, {});
  rp.advance(++cycle);
  cpls = drain_rc(rp, cycle);
  check(cpls.size() == 3 && cpls[0].ndw * 4 == 192 && cpls[1].ndw * 4 == 256 && cpls[2].ndw * 4 == 64,
        "512 B from 0x40 at MPS 256, RCB 128: 192 + 256 + 64");

  // Violations: each reported as kind 2 and dropped (no completion, no write).
  rp.cfg_max_payload = 0;
  rp.cfg_max_read_req = 0;
  ev.kinds.clear();
  send_rq(rp, base + 0x3000, 64, false, 7, {});  // 256 B read, MRRS 128
  rp.advance(++cycle);
  check(ev.kinds == std::vector<uint32_t>{kErrMalformed} && !rp.rc_valid(), "read above MRRS: ERROR 2, no completion");
  ev.kinds.clear();
  const std::vector<uint8_t> before(host.begin() + 0x4000, host.begin() + 0x4100);
  send_rq(rp, base + 0x4000, 64, true, 0, std::vector<uint32_t>(64, 0xDEADBEEF));  // 256 B write, MPS 128
  check(ev.kinds == std::vector<uint32_t>{kErrMalformed}, "write above MPS: ERROR 2");
  check(std::memcmp(before.data(), &host[0x4000], 0x100) == 0, "write above MPS: host memory untouched");
  ev.kinds.clear();
  send_rq(rp, base + 0x4FF0, 8, false, 8, {});  // 32 B read across a 4 KiB boundary
  rp.advance(++cycle);
  check(ev.kinds == std::vector<uint32_t>{kErrMalformed} && !rp.rc_valid(), "4 KiB crossing: ERROR 2");

  // Outside host memory: a read gets a UR completion, a write is dropped; both report kind 1.
  ev.kinds.clear();
  send_rq(rp, base - 0x1000, 16, false, 9, {});
  rp.advance(++cycle);
  cpls = drain_rc(rp, cycle);
  check(ev.kinds == std::vector<uint32_t>{kErrDmaOutside}, "read outside: ERROR 1");
  check(cpls.size() == 1 && cpls[0].status == 1 && cpls[0].ndw == 0 && cpls[0].done, "read outside: one UR completion");
  ev.kinds.clear();
  send_rq(rp, base + host.size(), 1, true, 0, {1});
  check(ev.kinds == std::vector<uint32_t>{kErrDmaOutside}, "write outside: ERROR 1");

  // The MSI window: an IRQ, not a memory write.
  send_rq(rp, 0xFEE00010, 1, true, 0, {0x77});
  check(ev.irqs.size() == 1 && ev.irqs[0] == std::make_pair(uint64_t{0xFEE00010}, uint32_t{0x77}), "MSI write: IRQ");

  // Bus mastering off: dropped and reported.
  rp.bus_master = false;
  ev.kinds.clear();
  send_rq(rp, base, 1, true, 0, {1});
  check(ev.kinds == std::vector<uint32_t>{kErrMalformed}, "bus master off: ERROR 2");

  std::printf("%s (%d failed checks)\n", failures ? "FAILED" : "passed", failures);
  return failures ? 1 : 0;
}
