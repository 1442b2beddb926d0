// The interface every drive program shares: INSIDER's APP_Data flits on hls::stream, as the
// accelerator cluster's slot FIFOs carry them (rtl/accel/doc/README.md).
//
// A program's top function handles one file: it reads its parameters, then flits up to the one
// with eop, and writes its output, whose last flit carries eop. An output with nothing in it is a
// single flit with len 0 and eop, so the host always sees the end of a file.
#ifndef INSIDER_APP_H
#define INSIDER_APP_H

#include <ap_int.h>
#include <hls_stream.h>

static const int kFlitBytes = 64;

struct app_data {
  ap_uint<512> data;  // byte i at bits [8i+7:8i]
  ap_uint<7> len;     // valid bytes: 64, except in a file's last flit (1..64, or 0 for an empty output)
  bool eop;           // the file's last flit
};

typedef hls::stream<app_data> app_stream;
typedef hls::stream<ap_uint<32> > param_stream;

// Reads a file's bytes in order across its flits. next() returns false after the eop flit's last
// valid byte (and keeps returning false).
class byte_reader {
 public:
  byte_reader() : pos_(0), len_(0), last_(false), done_(false) {}

  bool next(app_stream &in, ap_uint<8> &byte) {
    while (pos_ == len_) {
      if (last_ || done_) {
        done_ = true;
        return false;
      }
      app_data f = in.read();
      flit_ = f.data;
      len_ = f.len;
      last_ = f.eop;
      pos_ = 0;
    }
    byte = flit_.range(8 * pos_ + 7, 8 * pos_);
    pos_++;
    return true;
  }

  // A little-endian word of `bytes` bytes; false if the file ends first (a partial word is
  // dropped: the programs' inputs are whole records).
  template <int W>
  bool next_word(app_stream &in, ap_uint<W> &word) {
    ap_uint<W> w = 0;
    for (int i = 0; i < W / 8; i++) {
      ap_uint<8> b;
      if (!next(in, b)) return false;
      w.range(8 * i + 7, 8 * i) = b;
    }
    word = w;
    return true;
  }

 private:
  ap_uint<512> flit_;
  int pos_, len_;
  bool last_, done_;
};

// Packs records of W bits (W / 8 dividing 64) into flits; finish() sends the last one with eop
// (a full flit is held until the next record or finish(), so the eop lands on real data).
template <int W>
class flit_writer {
 public:
  flit_writer() : buf_(0), fill_(0) {}

  void put(app_stream &out, ap_uint<W> v) {
    if (fill_ == kFlitBytes) {
      emit(out, false);
    }
    buf_.range(8 * fill_ + W - 1, 8 * fill_) = v;
    fill_ += W / 8;
  }

  void finish(app_stream &out) { emit(out, true); }

 private:
  void emit(app_stream &out, bool eop) {
    app_data f;
    f.data = buf_;
    f.len = fill_;
    f.eop = eop;
    out.write(f);
    buf_ = 0;
    fill_ = 0;
  }

  ap_uint<512> buf_;
  int fill_;
};

#endif
