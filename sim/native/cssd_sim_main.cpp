// cssd_sim: the whole cssd_system (NVMe front end, SACA, flash back end, Rocket cores running the
// firmware) as one native Verilator executable, driven by a client over the host channel
// (sim/native/doc/host_channel.md). The executable is the board around the controller: the
// PCIe root port with host memory, the DRAMs (C++ sparse memories), the boot loader (boot block
// into DDR0, firmware images into the boot memories, then the cores' reset released) and the
// console.
//
// Time advances only inside the client's RUN messages, so a run is a deterministic function of
// the message sequence. The memory backdoor (MEM_READ / MEM_WRITE) takes no simulated time; the
// firmware-port accesses (FW_READ / FW_WRITE) are real bus transactions and complete in a RUN.

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "Vsim_native_top.h"
#include "boot_config.h"
#include "cssd_sim_config.h"  // generated per configuration by sim/lib/cssd_sim/native.py
#include "host_channel.h"
#include "pcie_root_port.h"
#include "tlp_trace.h"
#include "verilated.h"
#ifdef CSSD_SIM_TRACE
#include "verilated_vcd_c.h"
#endif

extern "C" {
void *sim_sparse_mem_open(const char *name);
void sim_sparse_mem_read(void *h, uint64_t addr, uint64_t len, uint8_t *dst);
void sim_sparse_mem_write(void *h, uint64_t addr, uint64_t len, const uint8_t *src);
void sim_sparse_mem_clear(void *h);
}

namespace cssd_sim {
namespace {

constexpr uint32_t kProtocolVersion = 2;
constexpr uint32_t kClkPeriodPs = 4000;  // the PCIe user clock, 250 MHz, drives the whole system
constexpr uint64_t kCplTimeoutPs = 50'000'000;  // 50 us: the completion timeout of the protocol
constexpr int kResetCycles = 16;
// One MEM_READ / MEM_WRITE moves at most this much: a whole sim_drive NAND array (1 MiB of data)
// in one message, and a bound the receiver can allocate without trusting the client.
constexpr uint32_t kMemMaxBytes = 1u << 20;
// RESET kinds (host_channel.md).
constexpr uint32_t kResetHot = 0, kResetPower = 1, kResetPowerHold = 2;
// FW_DONE status beyond the AXI response codes (0-3): the request was in flight when a RESET
// took effect, so whether the register saw it is unknown.
constexpr uint32_t kFwAborted = 4;

// The memory spaces of MEM_READ / MEM_WRITE: the sparse stores behind sim_native_top's three
// sim_axi_sparse_mem instances (their Name parameters), each a 32-bit AXI address space.
struct MemSpace {
  const char *store;
  uint64_t bytes;
};
constexpr MemSpace kMemSpaces[] = {
    {"m_axi_ddr0", 1ull << 32},  // 0 DDR0: controller DRAM (mailboxes, boot block, buffers)
    {"m_axi_ddr1", 1ull << 32},  // 1 DDR1: the emulated NAND array
    {"m_axi_cpu", 1ull << 32},   // 2 CPU: the cores' private DRAM
};
constexpr uint32_t kNumMemSpaces = sizeof kMemSpaces / sizeof kMemSpaces[0];

struct Options {
  std::string boot_config, console_dir, socket_path, host_mem, trace;
  std::string set_hex, mgmt_hex, isp_hex;
  std::string tlp_trace;  // --tlp-trace: every TLP at the root port (doc/tlp_trace.md)
  PcieRootPort::Defect rp_defect = PcieRootPort::Defect::kNone;  // --rp-defect: for the differential test only
  uint64_t host_mem_base = 0;
  uint64_t msi_base = 0xFEE00000ull;  // the x86 MSI window: clients need not pick one
  uint64_t msi_bytes = 0x100000ull;
  uint64_t max_cycles = 1'000'000'000ull;
  int accept_timeout_s = 60;
};

[[noreturn]] void usage(const char *why) {
  std::fprintf(stderr,
               "cssd_sim (%s): %s\n"
               "usage: cssd_sim --socket PATH --host-mem FILE [--set-hex FILE] [--mgmt-hex FILE] [--isp-hex FILE]\n"
               "       [--host-mem-base ADDR] [--boot-config FILE] [--console-dir DIR]\n"
               "       [--max-cycles N] [--msi-base ADDR] [--msi-bytes N] [--accept-timeout S] [--trace FILE]\n"
               "       [--tlp-trace FILE] [--rp-defect none|byte-enable|split-boundary|lost-tag]\n",
               kConfigName, why);
  std::exit(2);
}

uint64_t parse_u64(const char *s, const char *opt) {
  char *end = nullptr;
  errno = 0;
  const unsigned long long v = std::strtoull(s, &end, 0);
  if (errno || end == s || *end) usage((std::string("bad number for ") + opt).c_str());
  return v;
}

Options parse(int argc, char **argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a.rfind("+", 0) == 0) continue;  // plusargs go to Verilator
    if (i + 1 >= argc) usage(("missing value after " + a).c_str());
    const char *v = argv[++i];
    if (a == "--boot-config") o.boot_config = v;
    else if (a == "--console-dir") o.console_dir = v;
    else if (a == "--socket") o.socket_path = v;
    else if (a == "--host-mem") o.host_mem = v;
    else if (a == "--host-mem-base") o.host_mem_base = parse_u64(v, "--host-mem-base");
    else if (a == "--msi-base") o.msi_base = parse_u64(v, "--msi-base");
    else if (a == "--msi-bytes") o.msi_bytes = parse_u64(v, "--msi-bytes");
    else if (a == "--max-cycles") o.max_cycles = parse_u64(v, "--max-cycles");
    else if (a == "--accept-timeout") o.accept_timeout_s = static_cast<int>(parse_u64(v, "--accept-timeout"));
    else if (a == "--set-hex") o.set_hex = v;
    else if (a == "--mgmt-hex") o.mgmt_hex = v;
    else if (a == "--isp-hex") o.isp_hex = v;
    else if (a == "--trace") o.trace = v;
    else if (a == "--tlp-trace") o.tlp_trace = v;
    else if (a == "--rp-defect") {
      if (!PcieRootPort::parse_defect(v, o.rp_defect)) usage(("unknown --rp-defect " + std::string(v)).c_str());
    }
    else usage(("unknown option " + a).c_str());
  }
  if (o.socket_path.empty() || o.host_mem.empty()) usage("--socket and --host-mem are required");
  // The images of the build's firmware by default (native.py names them when it builds).
  if (o.set_hex.empty()) o.set_hex = kDefaultSetHex;
  if (o.mgmt_hex.empty()) o.mgmt_hex = kDefaultMgmtHex;
  // The ISP core's image only where the configuration has one (isp_core = 1).
  if (!kIspCore && !o.isp_hex.empty()) usage("--isp-hex: this configuration has no ISP core");
  if (kIspCore && o.isp_hex.empty()) o.isp_hex = kDefaultIspHex;
#ifndef CSSD_SIM_TRACE
  if (!o.trace.empty()) usage("--trace needs a build with tracing (native.build(config, trace=True))");
#endif
  return o;
}

// Port access that works for Verilator's scalar (CData..QData) and wide (VlWide) signals alike.
template <typename T>
uint32_t word_of(const T &sig, unsigned w) {
  return w < 2 ? static_cast<uint32_t>(static_cast<uint64_t>(sig) >> (32 * w)) : 0;
}
template <std::size_t N>
uint32_t word_of(const VlWide<N> &sig, unsigned w) {
  return w < N ? sig[w] : 0;
}
template <typename T>
uint32_t bits_of(const T &sig, unsigned pos, unsigned width) {
  const uint64_t lo = word_of(sig, pos / 32), hi = word_of(sig, pos / 32 + 1);
  const uint64_t v = (lo | hi << 32) >> (pos % 32);
  return static_cast<uint32_t>(v & ((1ull << width) - 1));
}
template <std::size_t N>
void to_beat(const VlWide<16> &data, uint16_t keep, bool last, const VlWide<N> &user, AxisBeat &b) {
  for (unsigned i = 0; i < 16; ++i) b.data[i] = data[i];
  for (unsigned i = 0; i < 6; ++i) b.user[i] = i < N ? user[i] : 0;
  b.keep = keep;
  b.last = last;
}
template <std::size_t N>
void from_beat(const AxisBeat &b, VlWide<16> &data, VlWide<N> &user) {
  for (unsigned i = 0; i < 16; ++i) data[i] = b.data[i];
  for (unsigned i = 0; i < N; ++i) user[i] = b.user[i];
}

class Simulator final : public RootPortEvents {
 public:
  Simulator(const Options &o, VerilatedContext *ctx, HostMemory mem)
      : opt_(o), ctx_(ctx), top_(new Vsim_native_top{ctx}),
        rp_(mem, o.msi_base, o.msi_bytes, kBar0Bytes, kCplTimeoutPs / kClkPeriodPs, *this), mem_(mem),
        channel_(o.socket_path), lines_(kNumAll) {
    for (uint32_t i = 0; i < kNumMemSpaces; ++i) stores_[i] = sim_sparse_mem_open(kMemSpaces[i].store);
    if (!o.boot_config.empty()) read_boot_block();
    rp_.defect = o.rp_defect;
    if (!o.tlp_trace.empty()) {
      try {
        tlp_.reset(new TlpTrace(o.tlp_trace));
      } catch (const std::exception &e) {
        usage(e.what());
      }
    }
    if (!o.console_dir.empty()) {
      for (int c = 0; c < kNumAll; ++c) {
        logs_.emplace_back(o.console_dir + "/core" + std::to_string(c) + ".log", std::ios::trunc);
        if (!logs_.back()) usage(("cannot write " + o.console_dir).c_str());
      }
    }
#ifdef CSSD_SIM_TRACE
    if (!o.trace.empty()) {
      ctx_->traceEverOn(true);
      trace_.reset(new VerilatedVcdC);
      top_->trace(trace_.get(), 99);
      trace_->open(o.trace.c_str());
    }
#endif
    wall0_ = std::chrono::steady_clock::now();
  }

  ~Simulator() override {
#ifdef CSSD_SIM_TRACE
    if (trace_) trace_->close();
#endif
    top_->final();
  }

  // Power-on: both resets, the boot block into DDR0, then the cores released (the management
  // core starts; it releases the set cores itself, rtl/soc/doc/system.md "Boot sequence").
  void power_on() {
    top_->clk_i = 0;
    top_->rst_ni = 0;
    top_->cores_rst_ni = 0;
    top_->flash_array_rst_ni = 0;
    top_->flash_power_loss_i = 0;
    drive_inputs();
    for (int i = 0; i < kResetCycles; ++i) cycle();
    top_->rst_ni = 1;
    top_->flash_array_rst_ni = 1;
    cycle();
    load_boot_block();
    top_->cores_rst_ni = 1;
  }

  // Serves the client until QUIT, its disconnection or --max-cycles; returns the exit status.
  int serve() {
    std::printf("cssd_sim %s: listening on %s\n", kConfigName, opt_.socket_path.c_str());
    std::fflush(stdout);
    if (!channel_.accept_client(opt_.accept_timeout_s * 1000)) {
      std::fprintf(stderr, "cssd_sim: no client within %d s\n", opt_.accept_timeout_s);
      summary("no client");
      return 1;
    }
    Message m;
    while (channel_.receive(m)) {
      switch (m.type) {
        case kHello: hello(); break;
        case kMmioWrite: mmio(m, true); break;
        case kMmioRead: mmio(m, false); break;
        case kRun:
          if (!expect_len(m, 8)) break;
          if (!run(m.u64(0))) {
            channel_.send(kBye, bye());
            summary("--max-cycles reached");
            return 3;
          }
          break;
        case kCfg: cfg(m); break;
        case kReset:
          if (!expect_len(m, 8)) break;
          if (m.u32(0) > kResetPowerHold) {
            protocol_error(m.u32(0), "RESET kind " + std::to_string(m.u32(0)) +
                                         " unknown (0 hot reset, 1 power cycle, 2 power cycle holding the cores)");
            break;
          }
          reset_pending_ = true;
          reset_kind_ = m.u32(0);
          // Set now, so a RELEASE may follow the RESET before any RUN (then nothing is held).
          if (reset_kind_ != kResetHot) hold_cores_ = reset_kind_ == kResetPowerHold;
          break;
        case kRelease: release(m); break;
        case kMemRead: mem_access(m, false); break;
        case kMemWrite: mem_access(m, true); break;
        case kFwRead: fw_request(m, false); break;
        case kFwWrite: fw_request(m, true); break;
        case kQuit:
          channel_.send(kBye, bye());
          summary("QUIT");
          return 0;
        default: {
          char text[64];
          std::snprintf(text, sizeof text, "unknown message type 0x%02x ignored", m.type);
          protocol_error(m.type, text);
        }
      }
    }
    summary("client closed the connection");
    return 0;
  }

  // RootPortEvents: each also ends the current RUN.
  void read_done(uint64_t id, uint64_t data, uint32_t status) override {
    ++events_;
    channel_.send(kMmioReadDone, Payload().u64(id).u64(data).u32(status).u32(0).u64(now_ps()));
  }
  void irq(uint64_t addr, uint32_t data) override {
    ++events_;
    channel_.send(kIrq, Payload().u64(addr).u32(data).u32(0).u64(now_ps()));
  }
  void error(uint32_t kind, uint64_t addr, const std::string &text) override {
    ++events_;
    std::fprintf(stderr, "cssd_sim: error kind %u at 0x%" PRIx64 ", %" PRIu64 " ps: %s\n", kind, addr, now_ps(),
                 text.c_str());
    channel_.send(kError, Payload().u32(kind).u32(0).u64(addr).u64(now_ps()).text(text));
  }

 private:
  uint64_t now_ps() const { return cycles_ * kClkPeriodPs; }

  // Read once at start: a power cycle loads the same block again, and a bad file is an error
  // before the client connects rather than in the middle of its run.
  void read_boot_block() {
    std::ifstream f(opt_.boot_config, std::ios::binary);
    std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
    if (!f.good() && !f.eof()) usage(("cannot read " + opt_.boot_config).c_str());
    // The whole block, the management core's half included (cleared: state BOOT).
    if (bytes.size() != sizeof(struct boot_config)) {
      char why[160];
      std::snprintf(why, sizeof why, "%s holds %zu bytes, a boot block (firmware/include/boot_config.h) %zu",
                    opt_.boot_config.c_str(), bytes.size(), sizeof(struct boot_config));
      usage(why);
    }
    boot_block_ = std::move(bytes);
  }

  void load_boot_block() {
    if (!boot_block_.empty()) sim_sparse_mem_write(stores_[0], BOOT_CONFIG_DDR0, boot_block_.size(), boot_block_.data());
  }

  // MEM_READ / MEM_WRITE: `u64 id; u32 space; u32 len; u64 addr` (+ len bytes to write),
  // answered at once with MEM_DONE; bad fields with ERROR 3 instead.
  void mem_access(const Message &m, bool write) {
    if (m.payload.size() < 24) {
      expect_len(m, 24);
      return;
    }
    const uint64_t id = m.u64(0), addr = m.u64(16);
    const uint32_t space = m.u32(8), len = m.u32(12);
    if (!expect_len(m, 24 + (write ? static_cast<size_t>(len) : 0))) return;
    char text[160];
    if (space >= kNumMemSpaces) {
      std::snprintf(text, sizeof text, "MEM space %u unknown (0 DDR0, 1 DDR1, 2 CPU): ignored", space);
      protocol_error(space, text);
      return;
    }
    const uint64_t size = kMemSpaces[space].bytes;
    if (len == 0 || len > kMemMaxBytes || addr >= size || len > size - addr) {
      std::snprintf(text, sizeof text,
                    "MEM %s of %u bytes at 0x%" PRIx64 " in space %u: 1..%u bytes within 0x%" PRIx64 " bytes; ignored",
                    write ? "write" : "read", len, addr, space, kMemMaxBytes, size);
      protocol_error(addr, text);
      return;
    }
    if (write) {
      sim_sparse_mem_write(stores_[space], addr, len, m.payload.data() + 24);
      channel_.send(kMemDone, Payload().u64(id).u32(0).u32(0));
    } else {
      std::vector<uint8_t> buf(len);
      sim_sparse_mem_read(stores_[space], addr, len, buf.data());
      channel_.send(kMemDone, Payload().u64(id).u32(len).u32(0).bytes(buf.data(), len));
    }
  }

  // FW_READ `u64 id; u32 addr; u32 pad`, FW_WRITE `u64 id; u32 addr; u32 data`: queued, then
  // performed one at a time on the external firmware port during RUNs.
  void fw_request(const Message &m, bool write) {
    if (!expect_len(m, 16)) return;
    const uint32_t addr = m.u32(8);
    if (addr % 4 != 0 || addr >= kFwPortBytes) {
      char text[128];
      std::snprintf(text, sizeof text, "FW %s at 0x%x: 32-bit aligned below 0x%llx; ignored", write ? "write" : "read",
                    addr, kFwPortBytes);
      protocol_error(addr, text);
      return;
    }
    if (!write && m.u32(12) != 0) {
      protocol_error(m.type, "FW_READ pad not zero: ignored");
      return;
    }
    fw_queue_.push_back(FwRequest{m.u64(0), addr, write ? m.u32(12) : 0, write});
  }

  void release(const Message &m) {
    if (!expect_len(m, 0)) return;
    if (!hold_cores_) {
      protocol_error(m.type, "RELEASE without a RESET kind 2 holding the cores: ignored");
      return;
    }
    hold_cores_ = false;
    // Before the reset has run its course the release comes at its end, as for RESET kind 1.
    if (!reset_pending_ && reset_left_ == 0 && cores_release_left_ == 0) top_->cores_rst_ni = 1;
  }

  bool expect_len(const Message &m, size_t n) {
    if (m.payload.size() == n) return true;
    char text[96];
    std::snprintf(text, sizeof text, "message type 0x%02x with %zu payload bytes, expected %zu: ignored", m.type,
                  m.payload.size(), n);
    protocol_error(m.type, text);
    return false;
  }

  void protocol_error(uint64_t addr, const std::string &text) {
    std::fprintf(stderr, "cssd_sim: protocol error: %s\n", text.c_str());
    channel_.send(kError, Payload().u32(kErrProtocol).u32(0).u64(addr).u64(now_ps()).text(text));
  }

  void hello() {
    channel_.send(kHelloAck, Payload()
                                 .u32(kProtocolVersion)
                                 .u32(kClkPeriodPs)
                                 .u64(mem_.base)
                                 .u64(mem_.size)
                                 .u64(now_ps())
                                 .u64(opt_.msi_base)
                                 .u64(opt_.msi_bytes)
                                 .text(kConfigJson));
  }

  void mmio(const Message &m, bool write) {
    if (!expect_len(m, write ? 32 : 24)) return;
    const uint64_t id = m.u64(0), offset = m.u64(8);
    const uint32_t size = m.u32(16), bar = m.u32(20);
    if ((size != 1 && size != 2 && size != 4 && size != 8) || offset % size != 0) {
      char text[96];
      std::snprintf(text, sizeof text, "MMIO size %u at offset 0x%" PRIx64 ": sizes 1, 2, 4, 8, aligned; ignored",
                    size, offset);
      protocol_error(offset, text);
      return;
    }
    if (write) {
      rp_.mmio_write(offset, size, bar, m.u64(24));
    } else {
      rp_.mmio_read(id, offset, size, bar);
    }
  }

  void cfg(const Message &m) {
    if (!expect_len(m, 16)) return;
    const uint32_t field = m.u32(0);
    const uint64_t v = m.u64(8);
    bool ok = true;
    switch (field) {
      case 1: ok = v <= 3; if (ok) rp_.cfg_max_payload = static_cast<uint8_t>(v); break;
      case 2: ok = v <= 5; if (ok) rp_.cfg_max_read_req = static_cast<uint8_t>(v); break;
      case 3: ok = v <= 1; rp_.bus_master = v == 1; break;
      case 4: ok = v <= 1; rp_.msix_enable = v == 1; break;
      case 5: ok = v <= 1; rp_.msix_mask = v == 1; break;
      case 6: ok = v == 64 || v == 128; if (ok) rp_.rcb_bytes = static_cast<uint32_t>(v); break;
      default: ok = false;
    }
    if (!ok) {
      protocol_error(field, "CFG field " + std::to_string(field) + " value " + std::to_string(v) + " invalid: ignored");
      return;
    }
    drive_inputs();
  }

  // False when --max-cycles ended the run.
  bool run(uint64_t until_ps) {
    events_ = 0;
    uint32_t reason = 0;
    if (reset_pending_) start_reset();
    while (now_ps() < until_ps && channel_.connected()) {
      if (cycles_ >= opt_.max_cycles) {
        protocol_error(cycles_, "--max-cycles " + std::to_string(opt_.max_cycles) + " reached: cssd_sim exits");
        return false;
      }
      cycle();
      if (events_ > 0) {
        reason = 1;
        break;
      }
    }
    channel_.send(kStopped, Payload().u64(now_ps()).u32(reason).u32(0));
    return true;
  }

  void drive_inputs() {
    top_->s_axis_cq_tvalid = rp_.cq_valid();
    if (rp_.cq_valid()) {
      const AxisBeat &b = rp_.cq_beat();
      from_beat(b, top_->s_axis_cq_tdata, top_->s_axis_cq_tuser);
      top_->s_axis_cq_tkeep = b.keep;
      top_->s_axis_cq_tlast = b.last;
    }
    top_->s_axis_rc_tvalid = rp_.rc_valid();
    if (rp_.rc_valid()) {
      const AxisBeat &b = rp_.rc_beat();
      from_beat(b, top_->s_axis_rc_tdata, top_->s_axis_rc_tuser);
      top_->s_axis_rc_tkeep = b.keep;
      top_->s_axis_rc_tlast = b.last;
    }
    top_->pcie_cq_np_req_count = rp_.cq_np_req_count();
    top_->m_axis_cc_tready = 1;
    top_->m_axis_rq_tready = 1;
    top_->cfg_max_payload = rp_.cfg_max_payload;
    top_->cfg_max_read_req = rp_.cfg_max_read_req;
    // PG213: per function, bit 0 I/O enable, 1 memory enable, 2 bus master enable.
    top_->cfg_function_status = rp_.bus_master ? 0x7 : 0x2;
    top_->cfg_interrupt_msix_enable = rp_.msix_enable ? 1 : 0;
    top_->cfg_interrupt_msix_mask = rp_.msix_mask ? 1 : 0;
    const FwRequest *r = fw_active_ ? &fw_queue_.front() : nullptr;
    const bool wr = r && r->write, rd = r && !r->write;
    top_->s_axil_fw_awvalid = wr && !fw_aw_done_;
    top_->s_axil_fw_awaddr = wr ? r->addr : 0;
    top_->s_axil_fw_wvalid = wr && !fw_w_done_;
    top_->s_axil_fw_wdata = wr ? r->data : 0;
    top_->s_axil_fw_wstrb = 0xF;  // whole registers: the port's registers are 32 bits
    top_->s_axil_fw_bready = wr && fw_aw_done_ && fw_w_done_;
    top_->s_axil_fw_arvalid = rd && !fw_ar_done_;
    top_->s_axil_fw_araddr = rd ? r->addr : 0;
    top_->s_axil_fw_rready = rd && fw_ar_done_;
  }

  // One clk_i cycle: the device's outputs settle on the inputs driven for this cycle, the root
  // port takes what moves at the rising edge, then drives the next cycle's inputs.
  void cycle() {
    top_->clk_i = 0;
    top_->eval();
    trace_dump(2 * cycles_);
    console();
    AxisBeat cc, rq;
    PcieRootPort::DeviceOut d{};
    d.cq_ready = top_->s_axis_cq_tready;
    d.rc_ready = top_->s_axis_rc_tready;
    d.cc_valid = top_->m_axis_cc_tvalid;
    d.rq_valid = top_->m_axis_rq_tvalid;
    d.cq_np_req = top_->pcie_cq_np_req;
    if (d.cc_valid) {
      to_beat(top_->m_axis_cc_tdata, top_->m_axis_cc_tkeep, top_->m_axis_cc_tlast, top_->m_axis_cc_tuser, cc);
      d.cc = &cc;
    }
    if (d.rq_valid) {
      to_beat(top_->m_axis_rq_tdata, top_->m_axis_rq_tkeep, top_->m_axis_rq_tlast, top_->m_axis_rq_tuser, rq);
      d.rq = &rq;
    }
    if (tlp_) trace_tlps(d);
    rp_.sample(d);
    const FwSample fw = fw_sample();
    top_->clk_i = 1;
    top_->eval();
    trace_dump(2 * cycles_ + 1);
    ++cycles_;
    fw_step(fw);
    if (reset_left_ > 0 && --reset_left_ == 0) end_reset();
    else if (cores_release_left_ > 0 && --cores_release_left_ == 0 && !hold_cores_) top_->cores_rst_ni = 1;
    rp_.advance(cycles_);
    drive_inputs();
  }

  // RESET at the start of a RUN: everything the kind resets goes into reset now, for kResetCycles.
  void start_reset() {
    reset_pending_ = false;
    reset_left_ = kResetCycles;
    power_reset_ = reset_kind_ != kResetHot;
    cores_release_left_ = 0;
    top_->rst_ni = 0;
    if (power_reset_) top_->cores_rst_ni = 0;
    // The NAND loses power too: a program or erase in its array phase is left torn or partly
    // erased (flash_die, "Power loss"). A hot reset leaves it powered: the operation completes.
    top_->flash_power_loss_i = power_reset_;
    rp_.link_reset();
    if (tlp_) tlp_->link_reset();
    fw_abort();
    drive_inputs();
  }

  // A power cycle: only the NAND array (DDR1, and the array's block state, whose reset
  // flash_array_rst_ni stays high) kept what it held; the DRAMs come back empty, the boot loader
  // writes its block again and releases the cores a cycle after the controller (as power_on).
  void end_reset() {
    if (power_reset_) {
      sim_sparse_mem_clear(stores_[0]);
      sim_sparse_mem_clear(stores_[2]);
      for (auto &l : lines_) l.clear();
    }
    top_->rst_ni = 1;
    top_->flash_power_loss_i = 0;
    if (power_reset_) {
      load_boot_block();
      cores_release_left_ = 1;
    }
  }

  // ---- the firmware-port master (AXI4-Lite on s_axil_fw) ----
  struct FwRequest {
    uint64_t id;
    uint32_t addr, data;
    bool write;
  };
  // What the port showed before the rising edge: a handshake happens at that edge when both
  // sides' signals were high there.
  struct FwSample {
    bool awready, wready, bvalid, arready, rvalid;
    uint32_t bresp, rresp, rdata;
  };

  FwSample fw_sample() const {
    return FwSample{top_->s_axil_fw_awready != 0, top_->s_axil_fw_wready != 0, top_->s_axil_fw_bvalid != 0,
                    top_->s_axil_fw_arready != 0, top_->s_axil_fw_rvalid != 0, top_->s_axil_fw_bresp,
                    top_->s_axil_fw_rresp, top_->s_axil_fw_rdata};
  }

  // After a rising edge: the handshakes of the transaction in flight, its end (FW_DONE), or the
  // start of the next queued request. Valids stay high until their ready (AXI: a master may not
  // withdraw a request), so the cores' masters and this one are arbitrated by the RTL's
  // common_axil_arb exactly as the cocotb benches' AxiLiteMaster is.
  void fw_step(const FwSample &s) {
    if (fw_active_) {
      const FwRequest &r = fw_queue_.front();
      bool done = false;
      uint32_t data = 0, resp = 0;
      if (r.write) {
        if (!fw_aw_done_ && s.awready) fw_aw_done_ = true;
        if (!fw_w_done_ && s.wready) fw_w_done_ = true;
        // A response before both halves were accepted would break AXI; the port never sends one.
        if (fw_aw_done_ && fw_w_done_ && s.bvalid && fw_resp_armed_) {
          done = true;
          resp = s.bresp;
        }
      } else {
        if (!fw_ar_done_ && s.arready) fw_ar_done_ = true;
        if (fw_ar_done_ && s.rvalid && fw_resp_armed_) {
          done = true;
          data = s.rdata;
          resp = s.rresp;
        }
      }
      // A response is taken from the cycle after the request's last handshake on (AXI4-Lite
      // responses follow their request; the sample of the same edge belongs to nobody's).
      fw_resp_armed_ = r.write ? fw_aw_done_ && fw_w_done_ : fw_ar_done_;
      if (done) {
        fw_done(r.id, data, resp);
        fw_queue_.pop_front();
        fw_active_ = false;
      }
    }
    if (!fw_active_ && !fw_queue_.empty() && top_->rst_ni && reset_left_ == 0) {
      fw_active_ = true;
      fw_aw_done_ = fw_w_done_ = fw_ar_done_ = fw_resp_armed_ = false;
    }
  }

  void fw_done(uint64_t id, uint32_t data, uint32_t status) {
    ++events_;
    channel_.send(kFwDone, Payload().u64(id).u32(data).u32(status).u64(now_ps()));
  }

  // The transaction in flight dies with the port's reset; queued ones wait for its end.
  void fw_abort() {
    if (!fw_active_) return;
    fw_done(fw_queue_.front().id, 0, kFwAborted);
    fw_queue_.pop_front();
    fw_active_ = false;
  }

  // What crosses the streams at this rising edge, and the cfg_* inputs the device sees.
  void trace_tlps(const PcieRootPort::DeviceOut &d) {
    tlp_->cfg(top_->cfg_max_payload, top_->cfg_max_read_req, top_->cfg_function_status,
              top_->cfg_interrupt_msix_enable, top_->cfg_interrupt_msix_mask, cycles_);
    if (rp_.cq_valid() && d.cq_ready) tlp_->beat(TlpTrace::kCq, rp_.cq_beat(), cycles_);
    if (d.cc_valid) tlp_->beat(TlpTrace::kCc, *d.cc, cycles_);  // CC and RQ are always ready
    if (d.rq_valid) tlp_->beat(TlpTrace::kRq, *d.rq, cycles_);
    if (rp_.rc_valid() && d.rc_ready) tlp_->beat(TlpTrace::kRc, rp_.rc_beat(), cycles_);
  }

  void trace_dump(uint64_t half_cycles) {
#ifdef CSSD_SIM_TRACE
    if (trace_) trace_->dump(half_cycles * (kClkPeriodPs / 2));
#else
    (void)half_cycles;
#endif
  }

  void console() {
    const auto valid = top_->core_console_valid_o;
    const auto exits = top_->core_exit_valid_o;
    if (!valid && !exits) return;
    for (int c = 0; c < kNumAll; ++c) {
      if (bits_of(valid, static_cast<unsigned>(c), 1)) {
        const char ch = static_cast<char>(bits_of(top_->core_console_data_o, 8u * static_cast<unsigned>(c), 8));
        if (ch == '\n') {
          line(c);
        } else if (ch != '\r') {
          lines_[c] += ch;
        }
      }
      if (bits_of(exits, static_cast<unsigned>(c), 1)) {
        lines_[c] += "exit " + std::to_string(bits_of(top_->core_exit_code_o, 32u * static_cast<unsigned>(c), 32));
        line(c);
      }
    }
  }

  void line(int c) {
    std::printf("[core %d] %s\n", c, lines_[c].c_str());
    if (!logs_.empty()) logs_[c] << lines_[c] << '\n' << std::flush;
    channel_.send(kConsole, Payload().u32(static_cast<uint32_t>(c)).u32(0).u64(now_ps()).text(lines_[c]));
    lines_[c].clear();
  }

  double wall_seconds() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - wall0_).count();
  }

  Payload bye() const { return Payload().u64(cycles_).u64(now_ps()).f64(wall_seconds()); }

  void summary(const char *why) const {
    const double wall = wall_seconds();
    std::printf("cssd_sim %s: %s: %" PRIu64 " cycles, %.3f us simulated, %.2f s wall, %.1f kHz\n", kConfigName, why,
                cycles_, static_cast<double>(now_ps()) / 1e6, wall, wall > 0 ? static_cast<double>(cycles_) / wall / 1e3 : 0.0);
    std::fflush(stdout);
  }

  const Options &opt_;
  VerilatedContext *ctx_;
  std::unique_ptr<Vsim_native_top> top_;
  PcieRootPort rp_;
  HostMemory mem_;
  HostChannel channel_;
  std::vector<std::string> lines_;
  std::vector<std::ofstream> logs_;
#ifdef CSSD_SIM_TRACE
  std::unique_ptr<VerilatedVcdC> trace_;
#endif
  std::unique_ptr<TlpTrace> tlp_;
  uint64_t cycles_ = 0;
  int events_ = 0;
  bool reset_pending_ = false;
  uint32_t reset_kind_ = kResetHot;
  int reset_left_ = 0;
  bool power_reset_ = false;     // the reset in progress is a power cycle
  bool hold_cores_ = false;      // RESET kind 2: the cores wait for RELEASE
  int cores_release_left_ = 0;   // cycles from the controller's release to the cores'
  void *stores_[kNumMemSpaces] = {};
  std::vector<uint8_t> boot_block_;
  std::deque<FwRequest> fw_queue_;  // front: the transaction in flight when fw_active_
  bool fw_active_ = false, fw_aw_done_ = false, fw_w_done_ = false, fw_ar_done_ = false, fw_resp_armed_ = false;
  std::chrono::steady_clock::time_point wall0_;
};

HostMemory map_host_memory(const Options &o) {
  const int fd = ::open(o.host_mem.c_str(), O_RDWR | O_CLOEXEC);
  if (fd < 0) usage(("cannot open host memory " + o.host_mem + ": " + std::strerror(errno)).c_str());
  struct stat st{};
  if (::fstat(fd, &st) != 0 || st.st_size <= 0) usage(("host memory " + o.host_mem + " is empty: the client sizes it").c_str());
  void *p = ::mmap(nullptr, static_cast<size_t>(st.st_size), PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
  ::close(fd);
  if (p == MAP_FAILED) usage(("cannot map " + o.host_mem + ": " + std::strerror(errno)).c_str());
  return HostMemory{static_cast<uint8_t *>(p), o.host_mem_base, static_cast<uint64_t>(st.st_size)};
}

}  // namespace
}  // namespace cssd_sim

int main(int argc, char **argv) {
  using namespace cssd_sim;
  // Console lines must reach a log file or pipe as they happen, not when a buffer fills.
  std::setvbuf(stdout, nullptr, _IOLBF, 0);
  const Options opt = parse(argc, argv);
  const HostMemory mem = map_host_memory(opt);
  auto ctx = std::make_unique<VerilatedContext>();
  // The boot memories read their images from plusargs when the model is built (SOC_SIM).
  std::vector<std::string> args{argv[0], "+soc_boot_hex=" + opt.set_hex, "+soc_mgmt_hex=" + opt.mgmt_hex};
  if (kIspCore) args.push_back("+soc_isp_hex=" + opt.isp_hex);
  std::vector<const char *> cargs;
  for (const auto &a : args) cargs.push_back(a.c_str());
  ctx->commandArgs(static_cast<int>(cargs.size()), cargs.data());
  int status;
  {
    Simulator sim(opt, ctx.get(), mem);
    sim.power_on();
    status = sim.serve();
  }
  ::munmap(mem.bytes, mem.size);
  return status;
}
