#include "pcie_root_port.h"

#include "host_channel.h"

#include <cstdio>
#include <cstring>

namespace cssd_sim {

namespace {

// Where the host put BAR0 (any address aligned to its size works: the completer decodes the
// offset within the aperture); fixed so that runs are reproducible.
constexpr uint64_t kBar0Base = 0xFE000000ull;
constexpr uint32_t kReqMemRead = 0, kReqMemWrite = 1;
// PG213 RC descriptor error code: "terminated by a completion with UR, CA or CRS status".
constexpr uint32_t kRcErrBadStatus = 2;

void set_bits(uint32_t *words, unsigned pos, unsigned width, uint32_t value) {
  for (unsigned i = 0; i < width; ++i) {
    const unsigned b = pos + i;
    if (value >> i & 1) {
      words[b / 32] |= 1u << (b % 32);
    } else {
      words[b / 32] &= ~(1u << (b % 32));
    }
  }
}

uint32_t get_bits(const uint32_t *words, unsigned pos, unsigned width) {
  uint32_t v = 0;
  for (unsigned i = 0; i < width; ++i) {
    const unsigned b = pos + i;
    v |= (words[b / 32] >> (b % 32) & 1u) << i;
  }
  return v;
}

unsigned log2_floor(uint64_t v) {
  unsigned n = 0;
  while (v > 1) {
    v >>= 1;
    ++n;
  }
  return n;
}

// Bytes a memory read returns and where they start in the first dword (PCIe base spec 2.3.1.1).
void read_extent(uint32_t ndw, uint8_t fbe, uint8_t lbe, uint32_t &lead, uint32_t &bytes) {
  lead = (fbe & 1) ? 0 : (fbe & 2) ? 1 : (fbe & 4) ? 2 : (fbe & 8) ? 3 : 0;
  if (ndw == 1) {
    if (fbe == 0) {
      bytes = 1;  // a zero-length read still returns one dword's worth of byte count 1
      return;
    }
    const uint32_t last = (fbe & 8) ? 3 : (fbe & 4) ? 2 : (fbe & 2) ? 1 : 0;
    bytes = last - lead + 1;
    return;
  }
  const uint32_t tail = (lbe & 8) ? 0 : (lbe & 4) ? 1 : (lbe & 2) ? 2 : 3;
  bytes = ndw * 4 - lead - tail;
}

// CQ tuser fields at 512 bits (PG213 table "Completer Request tuser").
constexpr unsigned kCqFirstBe = 0, kCqLastBe = 8, kCqByteEn = 16, kCqSop = 80, kCqEop = 86, kCqEopPtr = 88;
// RC tuser fields at 512 bits.
constexpr unsigned kRcSop = 64, kRcEop = 76, kRcEopPtr = 80;
// RQ tuser fields at 512 bits.
constexpr unsigned kRqFirstBe = 0, kRqLastBe = 8;

}  // namespace

PcieRootPort::PcieRootPort(HostMemory mem, uint64_t msi_base, uint64_t msi_bytes, uint64_t bar0_bytes,
                           uint64_t timeout_cycles, RootPortEvents &events)
    : mem_(mem), msi_base_(msi_base), msi_bytes_(msi_bytes), bar0_bytes_(bar0_bytes),
      timeout_cycles_(timeout_cycles), ev_(events) {}

void PcieRootPort::queue_cq(CqTlp t) { cq_tlps_.push_back(std::move(t)); }

bool PcieRootPort::parse_defect(const std::string &name, Defect &out) {
  if (name == "none") out = Defect::kNone;
  else if (name == "byte-enable") out = Defect::kByteEnable;
  else if (name == "split-boundary") out = Defect::kSplitBoundary;
  else if (name == "lost-tag") out = Defect::kLostTag;
  else return false;
  return true;
}

uint8_t PcieRootPort::host_first_be(uint64_t offset, uint32_t size) const {
  if (size == 8) return 0xF;
  const uint8_t be = static_cast<uint8_t>((1u << size) - 1);
  return defect == Defect::kByteEnable ? be : static_cast<uint8_t>(be << (offset & 3));
}

void PcieRootPort::mmio_write(uint64_t offset, uint32_t size, uint32_t bar, uint64_t data) {
  // Outside BAR0 nothing claims the write: posted, so it is dropped without an answer (as
  // cocotbext-pcie's switch does).
  if (bar != 0 || offset + size > bar0_bytes_) return;
  const uint64_t addr = kBar0Base + offset;
  const uint32_t ndw = size == 8 ? 2 : 1;
  const uint8_t fbe = host_first_be(offset, size);
  const uint8_t lbe = size == 8 ? 0xF : 0;
  AxisBeat b;
  b.data[0] = static_cast<uint32_t>(addr & 0xFFFFFFFCu);
  b.data[1] = static_cast<uint32_t>(addr >> 32);
  b.data[2] = ndw | kReqMemWrite << 11;
  b.data[3] = 0u << 16 | log2_floor(bar0_bytes_) << 19;
  if (size == 8) {
    b.data[4] = static_cast<uint32_t>(data);
    b.data[5] = static_cast<uint32_t>(data >> 32);
  } else {
    const uint64_t mask = (1ull << (8 * size)) - 1;
    b.data[4] = static_cast<uint32_t>((data & mask) << (8 * (offset & 3)));
  }
  b.keep = static_cast<uint16_t>((1u << (4 + ndw)) - 1);
  b.last = true;
  set_bits(b.user, kCqFirstBe, 4, fbe);
  set_bits(b.user, kCqLastBe, 4, lbe);
  set_bits(b.user, kCqByteEn + 4 * 4, 4, fbe);
  if (ndw == 2) set_bits(b.user, kCqByteEn + 5 * 4, 4, lbe);
  set_bits(b.user, kCqSop, 1, 1);
  set_bits(b.user, kCqEop, 1, 1);
  set_bits(b.user, kCqEopPtr, 4, 3 + ndw);
  CqTlp t;
  t.beats.push_back(b);
  t.non_posted = false;
  t.tag = -1;
  t.pend = Pending{0, offset, size, 0};
  queue_cq(std::move(t));
}

void PcieRootPort::mmio_read(uint64_t id, uint64_t offset, uint32_t size, uint32_t bar) {
  CqTlp t;
  t.non_posted = true;
  t.tag = -1;
  t.pend = Pending{id, offset, size, 0};
  if (bar != 0 || offset + size > bar0_bytes_) {
    // No BAR claims it: the root complex itself answers Unsupported Request. Kept in order with
    // the requests ahead of it (an empty beat list marks it).
    queue_cq(std::move(t));
    return;
  }
  const uint64_t addr = kBar0Base + offset;
  const uint32_t ndw = size == 8 ? 2 : 1;
  const uint8_t fbe = host_first_be(offset, size);
  const uint8_t lbe = size == 8 ? 0xF : 0;
  AxisBeat b;
  b.data[0] = static_cast<uint32_t>(addr & 0xFFFFFFFCu);
  b.data[1] = static_cast<uint32_t>(addr >> 32);
  b.data[2] = ndw | kReqMemRead << 11;
  b.data[3] = log2_floor(bar0_bytes_) << 19;  // tag filled in when issued
  b.keep = 0xF;
  b.last = true;
  set_bits(b.user, kCqFirstBe, 4, fbe);
  set_bits(b.user, kCqLastBe, 4, lbe);
  set_bits(b.user, kCqSop, 1, 1);
  set_bits(b.user, kCqEop, 1, 1);
  set_bits(b.user, kCqEopPtr, 4, 3);
  t.beats.push_back(b);
  queue_cq(std::move(t));
}

void PcieRootPort::sample(const DeviceOut &d) {
  cq_fire_ = cq_valid() && d.cq_ready;
  rc_fire_ = rc_valid() && d.rc_ready;
  np_req_ = d.cq_np_req != 0;
  if (d.cc_valid) {
    for (int i = 0; i < 16; ++i) {
      if (d.cc->keep >> i & 1) cc_acc_.push_back(d.cc->data[i]);
    }
    if (d.cc->last) {
      handle_cc(cc_acc_);
      cc_acc_.clear();
    }
  }
  if (d.rq_valid) {
    if (!rq_in_tlp_) {
      rq_first_be_ = static_cast<uint8_t>(get_bits(d.rq->user, kRqFirstBe, 4));
      rq_last_be_ = static_cast<uint8_t>(get_bits(d.rq->user, kRqLastBe, 4));
    }
    for (int i = 0; i < 16; ++i) {
      if (d.rq->keep >> i & 1) rq_acc_.push_back(d.rq->data[i]);
    }
    rq_in_tlp_ = !d.rq->last;
    if (d.rq->last) {
      handle_rq(rq_acc_, rq_first_be_, rq_last_be_);
      rq_acc_.clear();
    }
  }
}

void PcieRootPort::advance(uint64_t cycle) {
  cycle_ = cycle;
  if (cq_fire_) cq_beats_.pop_front();
  if (rc_fire_) rc_beats_.pop_front();
  cq_fire_ = rc_fire_ = false;
  // The hard block counts the device's non-posted credits (pcie_cq_np_req) up to 32 and forwards
  // a read only against one.
  if (np_req_ && np_credits_ < 32) ++np_credits_;

  while (cq_beats_.empty() && !cq_tlps_.empty()) {
    CqTlp &t = cq_tlps_.front();
    if (t.non_posted && t.beats.empty()) {
      ev_.read_done(t.pend.id, 0, kUr);
      cq_tlps_.pop_front();
      continue;
    }
    if (t.non_posted) {
      if (np_credits_ == 0 || pending_.size() >= 256) break;
      int tag = next_tag_;
      while (pending_.count(tag)) tag = (tag + 1) & 0xFF;
      next_tag_ = (tag + 1) & 0xFF;
      --np_credits_;
      t.beats[0].data[3] = (t.beats[0].data[3] & ~0xFFu) | static_cast<uint32_t>(tag);
      Pending p = t.pend;
      p.issued = cycle;
      pending_[tag] = p;
    }
    for (auto &b : t.beats) cq_beats_.push_back(b);
    cq_tlps_.pop_front();
  }
  cq_head_ok_ = !cq_beats_.empty();

  for (auto it = lost_.begin(); it != lost_.end();) {
    if (cycle - it->issued >= timeout_cycles_) {
      ev_.read_done(it->id, 0, kTimeout);
      it = lost_.erase(it);
    } else {
      ++it;
    }
  }
  for (auto it = pending_.begin(); it != pending_.end();) {
    if (cycle - it->second.issued >= timeout_cycles_) {
      ev_.read_done(it->second.id, 0, kTimeout);
      it = pending_.erase(it);
    } else {
      ++it;
    }
  }
}

void PcieRootPort::link_reset() {
  // Reads not yet sent are lost with the link like those in flight: each ends in a completion
  // timeout, so the client hears about every read it asked for.
  for (const CqTlp &t : cq_tlps_) {
    if (t.non_posted) lost_.push_back(Pending{t.pend.id, t.pend.offset, t.pend.size, cycle_});
  }
  for (auto &kv : pending_) lost_.push_back(kv.second);
  pending_.clear();
  cq_tlps_.clear();
  cq_beats_.clear();
  rc_beats_.clear();
  cc_acc_.clear();
  rq_acc_.clear();
  rq_in_tlp_ = false;
  cq_head_ok_ = false;
  np_credits_ = 0;
}

void PcieRootPort::handle_cc(const std::vector<uint32_t> &dw) {
  if (dw.size() < 3) {
    ev_.error(kErrMalformed, 0, "CC shorter than its 3-dword descriptor");
    return;
  }
  const uint32_t tag = dw[2] & 0xFF;
  const uint32_t status = dw[1] >> 11 & 7;
  const uint32_t ndw = dw[1] & 0x7FF;
  auto it = pending_.find(static_cast<int>(tag));
  if (it == pending_.end()) {
    char text[96];
    std::snprintf(text, sizeof text, "CC with tag %u matches no outstanding MMIO read", tag);
    ev_.error(kErrUnexpectedCpl, 0, text);
    return;
  }
  const Pending p = it->second;
  pending_.erase(it);
  if (status != 0) {
    ev_.read_done(p.id, 0, status == 1 ? kUr : kCa);
    return;
  }
  const uint32_t need = p.size == 8 ? 2 : 1;
  if (ndw < need || dw.size() < 3 + need) {
    ev_.error(kErrMalformed, kBar0Base + p.offset, "successful CC carries fewer dwords than the read asked");
    ev_.read_done(p.id, 0, kCa);
    return;
  }
  uint64_t v;
  if (p.size == 8) {
    v = dw[3] | static_cast<uint64_t>(dw[4]) << 32;
  } else {
    v = (dw[3] >> (8 * (p.offset & 3))) & ((1ull << (8 * p.size)) - 1);
  }
  ev_.read_done(p.id, v, kSc);
}

void PcieRootPort::handle_rq(const std::vector<uint32_t> &dw, uint8_t first_be, uint8_t last_be) {
  if (dw.size() < 4) {
    ev_.error(kErrMalformed, 0, "RQ shorter than its 4-dword descriptor");
    return;
  }
  const uint64_t addr = (dw[0] & 0xFFFFFFFCu) | static_cast<uint64_t>(dw[1]) << 32;
  uint32_t ndw = dw[2] & 0x7FF;
  if (ndw == 0) ndw = 1024;
  const uint32_t type = dw[2] >> 11 & 0xF;
  const uint64_t bytes = 4ull * ndw;
  char text[160];
  if (!bus_master) {
    // The hard block drops requests while Bus Master Enable is clear (cocotbext-pcie does too).
    std::snprintf(text, sizeof text, "device request of %u dwords while bus mastering is disabled: dropped", ndw);
    ev_.error(kErrMalformed, addr, text);
    return;
  }
  if ((addr & 0xFFF) + bytes > 0x1000) {
    std::snprintf(text, sizeof text, "request of %llu bytes crosses a 4 KiB boundary: dropped",
                  static_cast<unsigned long long>(bytes));
    ev_.error(kErrMalformed, addr, text);
    return;
  }
  if (type == kReqMemWrite) {
    const uint32_t mps = 128u << cfg_max_payload;
    if (bytes > mps) {
      std::snprintf(text, sizeof text, "write of %llu bytes exceeds Max_Payload_Size %u: dropped",
                    static_cast<unsigned long long>(bytes), mps);
      ev_.error(kErrMalformed, addr, text);
      return;
    }
    if (dw.size() < 4 + ndw) {
      ev_.error(kErrMalformed, addr, "write TLP shorter than its dword count: dropped");
      return;
    }
    if (addr >= msi_base_ && addr - msi_base_ < msi_bytes_) {
      ev_.irq(addr, dw[4]);
      return;
    }
    if (!mem_.contains(addr, bytes)) {
      ev_.error(kErrDmaOutside, addr, "DMA write outside host memory: dropped");
      return;
    }
    uint8_t *dst = mem_.bytes + (addr - mem_.base);
    for (uint32_t i = 0; i < ndw; ++i) {
      const uint8_t be = i == 0 ? first_be : (i == ndw - 1 ? last_be : 0xF);
      for (int k = 0; k < 4; ++k) {
        if (be >> k & 1) dst[4 * i + k] = static_cast<uint8_t>(dw[4 + i] >> (8 * k));
      }
    }
    return;
  }
  if (type == kReqMemRead) {
    const uint32_t mrrs = 128u << cfg_max_read_req;
    if (bytes > mrrs) {
      std::snprintf(text, sizeof text, "read of %llu bytes exceeds Max_Read_Request_Size %u: dropped",
                    static_cast<unsigned long long>(bytes), mrrs);
      ev_.error(kErrMalformed, addr, text);
      return;
    }
    complete_read(dw, first_be, last_be);
    return;
  }
  std::snprintf(text, sizeof text, "unsupported request type %u: dropped", type);
  ev_.error(kErrMalformed, addr, text);
}

void PcieRootPort::complete_read(const std::vector<uint32_t> &dw, uint8_t first_be, uint8_t last_be) {
  const uint64_t addr = (dw[0] & 0xFFFFFFFCu) | static_cast<uint64_t>(dw[1]) << 32;
  uint32_t ndw = dw[2] & 0x7FF;
  if (ndw == 0) ndw = 1024;
  const uint16_t rid = static_cast<uint16_t>(dw[2] >> 16);
  const uint8_t tag = static_cast<uint8_t>(dw[3] & 0xFF);
  const uint8_t tc = static_cast<uint8_t>(dw[3] >> 25 & 7);
  const uint8_t attr = static_cast<uint8_t>(dw[3] >> 28 & 7);
  uint32_t lead, byte_len;
  read_extent(ndw, first_be, ndw == 1 ? 0 : last_be, lead, byte_len);
  if (!mem_.contains(addr, 4ull * ndw)) {
    ev_.error(kErrDmaOutside, addr, "DMA read outside host memory: answered Unsupported Request");
    send_rc(static_cast<uint32_t>(addr + lead), byte_len, 1, true, tag, rid, tc, attr, nullptr, 0);
    return;
  }
  // Largest completions that end on a read completion boundary, at most MPS each (as
  // cocotbext-pcie's root complex does).
  const uint32_t max_dw = (128u << cfg_max_payload) / 4;
  const uint32_t rcb_mask = (rcb_bytes - 1) & 0xFC;
  const uint8_t *src = mem_.bytes + (addr - mem_.base);
  uint32_t m = 0, n = 0;
  uint64_t a = addr + lead;
  while (m < ndw) {
    uint32_t cdw = ndw - m;
    if (cdw > max_dw) {
      cdw = max_dw;
      if (defect != Defect::kSplitBoundary) cdw -= (static_cast<uint32_t>(a) & rcb_mask) >> 2;
    }
    uint8_t cpl_tag = tag;
    if (defect == Defect::kLostTag && m > 0 && m + cdw == ndw && !tag_defect_done_) {
      cpl_tag = static_cast<uint8_t>(tag ^ 0x80);
      tag_defect_done_ = true;
    }
    send_rc(static_cast<uint32_t>(a), byte_len - n, 0, m + cdw == ndw, cpl_tag, rid, tc, attr, src + 4 * m, cdw);
    m += cdw;
    n += cdw * 4 - static_cast<uint32_t>(a & 3);
    a += cdw * 4 - (a & 3);
  }
}

void PcieRootPort::send_rc(uint32_t lower_addr, uint32_t byte_count, uint32_t status, bool done, uint8_t tag,
                           uint16_t requester_id, uint8_t tc, uint8_t attr, const uint8_t *data, uint32_t ndw) {
  std::vector<uint32_t> dws;
  dws.reserve(3 + ndw);
  dws.push_back((lower_addr & 0xFFF) | (status ? kRcErrBadStatus : 0u) << 12 | (byte_count & 0x1FFF) << 16 |
                static_cast<uint32_t>(done) << 30);
  dws.push_back(ndw | status << 11 | static_cast<uint32_t>(requester_id) << 16);
  dws.push_back(tag | static_cast<uint32_t>(tc) << 25 | static_cast<uint32_t>(attr) << 28);
  for (uint32_t i = 0; i < ndw; ++i) {
    uint32_t w;
    std::memcpy(&w, data + 4 * i, 4);
    dws.push_back(w);
  }
  // Byte enables of the payload dwords, as the hard block marks them in tuser.
  uint8_t fbe = static_cast<uint8_t>((0xF << (lower_addr & 3)) & 0xF);
  uint8_t lbe;
  if (byte_count + (lower_addr & 3) > ndw * 4) {
    lbe = 0xF;
  } else {
    lbe = static_cast<uint8_t>(0xF >> ((4 - byte_count - lower_addr) & 3));
  }
  if (ndw == 1) {
    fbe &= lbe;
    lbe = 0;
  }
  for (size_t off = 0; off < dws.size(); off += 16) {
    AxisBeat b;
    const size_t n = dws.size() - off < 16 ? dws.size() - off : 16;
    for (size_t i = 0; i < n; ++i) {
      b.data[i] = dws[off + i];
      const size_t d = off + i;
      if (d >= 3) {
        const size_t p = d - 3;
        const uint8_t be = p == 0 ? fbe : (p == ndw - 1 ? lbe : 0xF);
        set_bits(b.user, static_cast<unsigned>(4 * i), 4, be);
      }
    }
    b.keep = static_cast<uint16_t>((1u << n) - 1);
    b.last = off + n == dws.size();
    if (off == 0) set_bits(b.user, kRcSop, 1, 1);
    if (b.last) {
      set_bits(b.user, kRcEop, 1, 1);
      set_bits(b.user, kRcEopPtr, 4, static_cast<uint32_t>(n - 1));
    }
    rc_beats_.push_back(b);
  }
}

}  // namespace cssd_sim
