// Host channel of cssd_sim: the Unix-socket message transport of protocol version 2
// (sim/native/doc/host_channel.md). One client, blocking, little-endian framing; the simulator
// decides when to read (between RUNs) and writes events as they happen.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace cssd_sim {

enum MsgType : uint32_t {
  kHello = 0x01,
  kMmioWrite = 0x02,
  kMmioRead = 0x03,
  kRun = 0x04,
  kCfg = 0x05,
  kReset = 0x06,
  kQuit = 0x07,
  kMemRead = 0x08,   // version 2
  kMemWrite = 0x09,  // version 2
  kFwRead = 0x0A,    // version 2
  kFwWrite = 0x0B,   // version 2
  kRelease = 0x0C,   // version 2
  kHelloAck = 0x81,
  kMmioReadDone = 0x83,
  kStopped = 0x84,
  kIrq = 0x85,
  kError = 0x86,
  kBye = 0x87,
  kConsole = 0x88,
  kMemDone = 0x89,  // version 2
  kFwDone = 0x8A,   // version 2
};

enum ErrorKind : uint32_t {
  kErrDmaOutside = 1,
  kErrMalformed = 2,
  kErrProtocol = 3,
  kErrUnexpectedCpl = 4,
};

struct Message {
  uint32_t type = 0;
  std::vector<uint8_t> payload;

  // Little-endian field readers; a short payload reads as zeros (the caller checks lengths).
  uint64_t u64(size_t off) const;
  uint32_t u32(size_t off) const;
};

// Builds a payload field by field in the wire order.
class Payload {
 public:
  Payload &u32(uint32_t v);
  Payload &u64(uint64_t v);
  Payload &f64(double v);
  Payload &text(const std::string &s);
  Payload &bytes(const uint8_t *p, size_t n);
  const std::vector<uint8_t> &bytes() const { return b_; }

 private:
  std::vector<uint8_t> b_;
};

class HostChannel {
 public:
  // Creates and listens on `path` (an old socket file there is replaced).
  explicit HostChannel(const std::string &path);
  ~HostChannel();
  HostChannel(const HostChannel &) = delete;
  HostChannel &operator=(const HostChannel &) = delete;

  // Waits for the one client; false after `timeout_ms` without one.
  bool accept_client(int timeout_ms);
  // Next whole message; false when the client closed the connection.
  bool receive(Message &m);
  // False once the client is gone (later sends are dropped, the simulator winds down).
  bool send(uint32_t type, const Payload &p);
  bool connected() const { return fd_ >= 0; }

 private:
  bool read_all(void *dst, size_t n);
  std::string path_;
  int listen_fd_ = -1;
  int fd_ = -1;
};

}  // namespace cssd_sim
