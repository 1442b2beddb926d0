#include "tlp_trace.h"

#include <cinttypes>
#include <stdexcept>

namespace cssd_sim {

namespace {

const char *const kPortName[] = {"CQ", "CC", "RQ", "RC"};

uint32_t bits(const uint32_t *words, unsigned pos, unsigned width) {
  uint32_t v = 0;
  for (unsigned i = 0; i < width; ++i) v |= (words[(pos + i) / 32] >> ((pos + i) % 32) & 1u) << i;
  return v;
}

// tuser positions at 512 bits (PG213): first/last BE of CQ and RQ, the per-byte enables of the
// data lanes of CQ (from bit 16) and RC (from bit 0).
constexpr unsigned kFirstBe = 0, kLastBe = 8, kCqByteEn = 16, kRcByteEn = 0;

}  // namespace

TlpTrace::TlpTrace(const std::string &path) : f_(std::fopen(path.c_str(), "w")) {
  if (!f_) throw std::runtime_error("cannot write the TLP trace " + path);
}

TlpTrace::~TlpTrace() {
  for (int p = 0; p < kNumPorts; ++p) {
    if (!acc_[p].dw.empty()) flush(static_cast<Port>(p), acc_[p]);  // a TLP cut off at exit
  }
  std::fclose(f_);
}

void TlpTrace::beat(Port port, const AxisBeat &b, uint64_t cycle) {
  Acc &a = acc_[port];
  if (a.dw.empty()) {
    a.cycle = cycle;
    a.fbe = static_cast<uint8_t>(bits(b.user, kFirstBe, 4));
    a.lbe = static_cast<uint8_t>(bits(b.user, kLastBe, 4));
  }
  for (unsigned i = 0; i < 16; ++i) {
    if (!(b.keep >> i & 1)) continue;
    a.dw.push_back(b.data[i]);
    uint8_t be = 0;
    if (port == kCq) be = static_cast<uint8_t>(bits(b.user, kCqByteEn + 4 * i, 4));
    if (port == kRc) be = static_cast<uint8_t>(bits(b.user, kRcByteEn + 4 * i, 4));
    a.be.push_back(be);
  }
  if (b.last) flush(port, a);
}

void TlpTrace::flush(Port port, Acc &a) {
  std::fprintf(f_, "{\"port\":\"%s\",\"cycle\":%" PRIu64 ",\"dw\":\"", kPortName[port], a.cycle);
  for (size_t i = 0; i < a.dw.size(); ++i) std::fprintf(f_, i ? " %08x" : "%08x", a.dw[i]);
  std::fprintf(f_, "\"");
  if (port == kCq || port == kRq) std::fprintf(f_, ",\"fbe\":%u,\"lbe\":%u", a.fbe, a.lbe);
  if (port == kCq || port == kRc) {
    std::fprintf(f_, ",\"be\":\"");
    for (uint8_t be : a.be) std::fprintf(f_, "%x", be);
    std::fprintf(f_, "\"");
  }
  std::fprintf(f_, "}\n");
  a = Acc{};
}

void TlpTrace::cfg(unsigned mps, unsigned mrrs, unsigned function_status, unsigned msix_enable, unsigned msix_mask,
                   uint64_t cycle) {
  const unsigned now[5] = {mps, mrrs, function_status, msix_enable, msix_mask};
  bool same = have_cfg_;
  for (int i = 0; i < 5 && same; ++i) same = now[i] == last_cfg_[i];
  if (same) return;
  have_cfg_ = true;
  for (int i = 0; i < 5; ++i) last_cfg_[i] = now[i];
  std::fprintf(f_,
               "{\"port\":\"CFG\",\"cycle\":%" PRIu64
               ",\"mps\":%u,\"mrrs\":%u,\"function_status\":%u,\"msix_enable\":%u,\"msix_mask\":%u}\n",
               cycle, mps, mrrs, function_status, msix_enable, msix_mask);
}

void TlpTrace::link_reset() {
  for (auto &a : acc_) a = Acc{};
}

}  // namespace cssd_sim
