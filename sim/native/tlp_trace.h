// TLP trace of cssd_sim's root port (--tlp-trace FILE): every TLP that crosses the four PG213
// streams, as the beats carried it, plus the cfg_* inputs whenever they change. One JSON object
// per line, in the format cocotb's side writes too (sim/native/doc/tlp_trace.md), so that one
// Python decoder (sim/lib/cssd_sim/pcie_trace.py) reads both models' traces: the descriptor
// fields are decoded there, not here, so a decoding slip cannot hide a model's defect.
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "pcie_root_port.h"

namespace cssd_sim {

class TlpTrace {
 public:
  enum Port { kCq, kCc, kRq, kRc, kNumPorts };

  // The file is truncated; an unwritable path throws std::runtime_error.
  explicit TlpTrace(const std::string &path);
  ~TlpTrace();
  TlpTrace(const TlpTrace &) = delete;
  TlpTrace &operator=(const TlpTrace &) = delete;

  // A beat that moves at this cycle's rising edge (valid and ready both high).
  void beat(Port port, const AxisBeat &b, uint64_t cycle);
  // The configuration the device sees this cycle; written only when it differs from the last.
  void cfg(unsigned mps, unsigned mrrs, unsigned function_status, unsigned msix_enable, unsigned msix_mask,
           uint64_t cycle);
  // A hot reset: partial TLPs are dropped with the link.
  void link_reset();

 private:
  struct Acc {
    std::vector<uint32_t> dw;
    std::vector<uint8_t> be;  // per kept dword, from tuser (CQ, RC), else 0
    uint8_t fbe = 0, lbe = 0;  // tuser first/last BE of the first beat (CQ, RQ)
    uint64_t cycle = 0;
  };
  void flush(Port port, Acc &a);

  std::FILE *f_;
  Acc acc_[kNumPorts];
  bool have_cfg_ = false;
  unsigned last_cfg_[5] = {};
};

}  // namespace cssd_sim
