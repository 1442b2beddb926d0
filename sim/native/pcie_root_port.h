// PCIe root port of cssd_sim on the UltraScale+ hard block's user interface (PG213, 512-bit,
// no straddling): drives CQ and RC, takes CC and RQ. Behaviour follows cocotbext-pcie's
// UltraScale+ model and root complex (the reference of the cocotb benches), without
// configuration space: the client sets the cfg_* fields it would have negotiated (CFG).
#pragma once

#include <cstdint>
#include <deque>
#include <map>
#include <string>
#include <vector>

namespace cssd_sim {

// One 512-bit AXI-Stream beat; tuser is the widest of the four (CQ, 183 bits).
struct AxisBeat {
  uint32_t data[16] = {};
  uint16_t keep = 0;
  bool last = false;
  uint32_t user[6] = {};
};

// What the root port reports to the client (host channel messages).
class RootPortEvents {
 public:
  virtual ~RootPortEvents() = default;
  virtual void read_done(uint64_t id, uint64_t data, uint32_t status) = 0;
  virtual void irq(uint64_t addr, uint32_t data) = 0;
  virtual void error(uint32_t kind, uint64_t addr, const std::string &text) = 0;
};

// Host memory: the client's file, mapped shared, at host physical address `base`.
struct HostMemory {
  uint8_t *bytes = nullptr;
  uint64_t base = 0;
  uint64_t size = 0;
  bool contains(uint64_t addr, uint64_t len) const {
    return addr >= base && len <= size && addr - base <= size - len;
  }
};

class PcieRootPort {
 public:
  // MMIO read status codes of MMIO_READ_DONE.
  static constexpr uint32_t kSc = 0, kUr = 1, kCa = 2, kTimeout = 3;

  PcieRootPort(HostMemory mem, uint64_t msi_base, uint64_t msi_bytes, uint64_t bar0_bytes,
               uint64_t timeout_cycles, RootPortEvents &events);

  // Host requests, issued on CQ in arrival order.
  void mmio_write(uint64_t offset, uint32_t size, uint32_t bar, uint64_t data);
  void mmio_read(uint64_t id, uint64_t offset, uint32_t size, uint32_t bar);

  // Configuration the hard block would present (CFG message fields).
  uint8_t cfg_max_payload = 0;   // 128 B << code
  uint8_t cfg_max_read_req = 2;  // 128 B << code (512 B: the PCIe reset value)
  bool bus_master = false;
  bool msix_enable = false;
  bool msix_mask = false;
  uint32_t rcb_bytes = 64;

  // Deliberate defects, off unless chosen (cssd_sim --rp-defect): the differential test
  // (sim/native/test_pcie_diff.py) must tell each one from cocotbext-pcie's behaviour.
  //   kByteEnable: a sub-dword host request's first BE not moved to its byte lane.
  //   kSplitBoundary: a read's completions split at MPS alone, ignoring the RCB.
  //   kLostTag: the last completion of the first read that needs several carries another tag.
  enum class Defect { kNone, kByteEnable, kSplitBoundary, kLostTag };
  Defect defect = Defect::kNone;
  // "none", "byte-enable", "split-boundary", "lost-tag"; false for anything else.
  static bool parse_defect(const std::string &name, Defect &out);

  // Per clock cycle. Before the rising edge, with the device's outputs settled: which beats move
  // this cycle. After it: the next beats to drive.
  struct DeviceOut {
    bool cq_ready;
    bool rc_ready;
    bool cc_valid;
    const AxisBeat *cc;
    bool rq_valid;
    const AxisBeat *rq;
    uint8_t cq_np_req;
  };
  void sample(const DeviceOut &d);
  void advance(uint64_t cycle);

  // Inputs to drive for the coming cycle.
  bool cq_valid() const { return !cq_beats_.empty() && cq_head_ok_; }
  const AxisBeat &cq_beat() const { return cq_beats_.front(); }
  bool rc_valid() const { return !rc_beats_.empty(); }
  const AxisBeat &rc_beat() const { return rc_beats_.front(); }
  uint8_t cq_np_req_count() const { return static_cast<uint8_t>(np_credits_); }

  // A hot reset: the link drops, queued requests and completions are lost (outstanding reads
  // run into their completion timeout, as on a real link).
  void link_reset();

 private:
  struct Pending {
    uint64_t id;
    uint64_t offset;
    uint32_t size;
    uint64_t issued;
  };
  struct CqTlp {
    std::vector<AxisBeat> beats;
    bool non_posted;
    int tag;  // reads: chosen when issued
    Pending pend;
  };

  void queue_cq(CqTlp t);
  uint8_t host_first_be(uint64_t offset, uint32_t size) const;
  void handle_cc(const std::vector<uint32_t> &dw);
  void handle_rq(const std::vector<uint32_t> &dw, uint8_t first_be, uint8_t last_be);
  void complete_read(const std::vector<uint32_t> &dw, uint8_t first_be, uint8_t last_be);
  void send_rc(uint32_t lower_addr, uint32_t byte_count, uint32_t status, bool done, uint8_t tag,
               uint16_t requester_id, uint8_t tc, uint8_t attr, const uint8_t *data, uint32_t ndw);

  HostMemory mem_;
  uint64_t msi_base_, msi_bytes_, bar0_bytes_, timeout_cycles_;
  RootPortEvents &ev_;

  std::deque<CqTlp> cq_tlps_;        // requests not yet started on CQ
  std::deque<AxisBeat> cq_beats_;    // beats of the request being sent
  bool cq_head_ok_ = false;          // the head request has its tag and credit
  bool cq_fire_ = false, rc_fire_ = false;
  std::deque<AxisBeat> rc_beats_;
  std::map<int, Pending> pending_;   // outstanding MMIO reads by tag
  std::vector<Pending> lost_;        // reads a hot reset cut off: they time out, by id
  int next_tag_ = 0;
  int np_credits_ = 0;
  bool np_req_ = false;

  std::vector<uint32_t> cc_acc_, rq_acc_;
  uint8_t rq_first_be_ = 0, rq_last_be_ = 0;
  bool rq_in_tlp_ = false;
  uint64_t cycle_ = 0;
  bool tag_defect_done_ = false;
};

}  // namespace cssd_sim
