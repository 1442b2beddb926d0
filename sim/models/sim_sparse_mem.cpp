// Sparse byte store behind sim_axi_sparse_mem (Verilator DPI-C) and its Python backdoor (ctypes).
//
// The emulated NAND array lives in GiB-sized address spaces of which a test touches a few MiB, and
// the cocotbext-axi AxiRam answering it in Python costs a large share of the simulation time. Here
// the data sits in 4 KiB pages allocated on first write; bytes never written read as zero, as in
// AxiRam's mmap. Memories are found by name from both sides (the RTL instance's Name parameter
// and Python's SparseMem(name)), so whichever side asks first creates the store and no start-up
// order between the model's initial blocks and the cocotb test matters. The Python side reaches
// these functions in the running simulator through ctypes.CDLL(None): the executable must export
// them (-rdynamic, added by sim/lib/cssd_sim/cocotb_run.py).

#include <cstdint>
#include <cstring>
#include <map>
#include <memory>
#include <string>
#include <unordered_map>

#include "svdpi.h"

namespace {

constexpr unsigned kPageShift = 12;
constexpr uint64_t kPageBytes = uint64_t{1} << kPageShift;

class SparseMem {
 public:
  // Null for a page never written: readers substitute zeros without allocating.
  const uint8_t *find(uint64_t page) const {
    auto it = pages_.find(page);
    return it == pages_.end() ? nullptr : it->second.get();
  }

  uint8_t *get(uint64_t page) {
    auto &slot = pages_[page];
    if (!slot) {
      slot.reset(new uint8_t[kPageBytes]());
    }
    return slot.get();
  }

  void read(uint64_t addr, uint64_t len, uint8_t *dst) const {
    while (len) {
      const uint64_t off = addr & (kPageBytes - 1);
      const uint64_t n = len < kPageBytes - off ? len : kPageBytes - off;
      const uint8_t *p = find(addr >> kPageShift);
      if (p) {
        std::memcpy(dst, p + off, n);
      } else {
        std::memset(dst, 0, n);
      }
      addr += n;
      dst += n;
      len -= n;
    }
  }

  void write(uint64_t addr, uint64_t len, const uint8_t *src) {
    while (len) {
      const uint64_t off = addr & (kPageBytes - 1);
      const uint64_t n = len < kPageBytes - off ? len : kPageBytes - off;
      std::memcpy(get(addr >> kPageShift) + off, src, n);
      addr += n;
      src += n;
      len -= n;
    }
  }

  uint64_t pages() const { return pages_.size(); }

  void clear() { pages_.clear(); }

 private:
  std::unordered_map<uint64_t, std::unique_ptr<uint8_t[]>> pages_;
};

std::map<std::string, std::unique_ptr<SparseMem>> &registry() {
  static std::map<std::string, std::unique_ptr<SparseMem>> r;
  return r;
}

SparseMem *open(const char *name) {
  auto &slot = registry()[name ? name : ""];
  if (!slot) {
    slot.reset(new SparseMem);
  }
  return slot.get();
}

// svBitVecVal words are 32 bits, least significant first: byte i of the vector is bits 8i..8i+7,
// which is the AXI byte lane order, so a little-endian host copies bytes straight through.
static_assert(sizeof(svBitVecVal) == 4, "svBitVecVal is 32 bits");

}  // namespace

extern "C" {

#define SIM_MEM_EXPORT __attribute__((visibility("default")))

// ---- DPI-C (sim_axi_sparse_mem.sv) ----

SIM_MEM_EXPORT void *sim_sparse_mem_open(const char *name) { return open(name); }

// One beat: `nbytes` lanes at the bus-aligned address `addr`.
SIM_MEM_EXPORT void sim_sparse_mem_read_beat(void *h, uint64_t addr, int nbytes, svBitVecVal *data) {
  static_cast<SparseMem *>(h)->read(addr, static_cast<uint64_t>(nbytes), reinterpret_cast<uint8_t *>(data));
}

// One beat: the lanes whose bit in `strb` is set. Runs of set lanes are copied at once; a full
// strobe (the usual case for page copies) is a single memcpy.
SIM_MEM_EXPORT void sim_sparse_mem_write_beat(void *h, uint64_t addr, int nbytes, const svBitVecVal *data,
                                              const svBitVecVal *strb) {
  auto *m = static_cast<SparseMem *>(h);
  const auto *bytes = reinterpret_cast<const uint8_t *>(data);
  int i = 0;
  while (i < nbytes) {
    if (!(strb[i / 32] >> (i % 32) & 1)) {
      ++i;
      continue;
    }
    int j = i + 1;
    while (j < nbytes && (strb[j / 32] >> (j % 32) & 1)) {
      ++j;
    }
    m->write(addr + static_cast<uint64_t>(i), static_cast<uint64_t>(j - i), bytes + i);
    i = j;
  }
}

// ---- Python backdoor (sim/lib/cssd_sim/sparse_mem.py) ----

SIM_MEM_EXPORT void *sim_sparse_mem_find(const char *name) {
  auto &r = registry();
  auto it = r.find(name ? name : "");
  return it == r.end() ? nullptr : it->second.get();
}

SIM_MEM_EXPORT void sim_sparse_mem_read(void *h, uint64_t addr, uint64_t len, uint8_t *dst) {
  static_cast<SparseMem *>(h)->read(addr, len, dst);
}

SIM_MEM_EXPORT void sim_sparse_mem_write(void *h, uint64_t addr, uint64_t len, const uint8_t *src) {
  static_cast<SparseMem *>(h)->write(addr, len, src);
}

SIM_MEM_EXPORT uint64_t sim_sparse_mem_pages(void *h) { return static_cast<SparseMem *>(h)->pages(); }

SIM_MEM_EXPORT void sim_sparse_mem_clear(void *h) { static_cast<SparseMem *>(h)->clear(); }

}  // extern "C"
