#include "host_channel.h"

#include <poll.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <stdexcept>

namespace cssd_sim {

uint64_t Message::u64(size_t off) const {
  uint64_t v = 0;
  for (size_t i = 0; i < 8 && off + i < payload.size(); ++i) {
    v |= static_cast<uint64_t>(payload[off + i]) << (8 * i);
  }
  return v;
}

uint32_t Message::u32(size_t off) const { return static_cast<uint32_t>(u64(off)); }

Payload &Payload::u32(uint32_t v) {
  for (int i = 0; i < 4; ++i) b_.push_back(static_cast<uint8_t>(v >> (8 * i)));
  return *this;
}

Payload &Payload::u64(uint64_t v) {
  for (int i = 0; i < 8; ++i) b_.push_back(static_cast<uint8_t>(v >> (8 * i)));
  return *this;
}

Payload &Payload::f64(double v) {
  uint64_t bits;
  static_assert(sizeof bits == sizeof v, "IEEE double");
  std::memcpy(&bits, &v, sizeof bits);
  return u64(bits);
}

Payload &Payload::text(const std::string &s) {
  b_.insert(b_.end(), s.begin(), s.end());
  return *this;
}

Payload &Payload::bytes(const uint8_t *p, size_t n) {
  b_.insert(b_.end(), p, p + n);
  return *this;
}

HostChannel::HostChannel(const std::string &path) : path_(path) {
  sockaddr_un addr{};
  if (path.size() >= sizeof addr.sun_path) {
    throw std::runtime_error("socket path too long: " + path);
  }
  listen_fd_ = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
  if (listen_fd_ < 0) throw std::runtime_error(std::string("socket: ") + std::strerror(errno));
  addr.sun_family = AF_UNIX;
  std::memcpy(addr.sun_path, path.c_str(), path.size() + 1);
  ::unlink(path.c_str());
  if (::bind(listen_fd_, reinterpret_cast<sockaddr *>(&addr), sizeof addr) != 0 || ::listen(listen_fd_, 1) != 0) {
    throw std::runtime_error("cannot listen on " + path + ": " + std::strerror(errno));
  }
}

HostChannel::~HostChannel() {
  if (fd_ >= 0) ::close(fd_);
  if (listen_fd_ >= 0) ::close(listen_fd_);
  ::unlink(path_.c_str());
}

bool HostChannel::accept_client(int timeout_ms) {
  pollfd p{listen_fd_, POLLIN, 0};
  if (::poll(&p, 1, timeout_ms) <= 0) return false;
  fd_ = ::accept4(listen_fd_, nullptr, nullptr, SOCK_CLOEXEC);
  if (fd_ < 0) return false;
  // Exactly one client: nobody else may connect to a simulation already being driven. The path
  // stays until exit (the protocol's promise), pointing at a socket nobody listens on.
  ::close(listen_fd_);
  listen_fd_ = -1;
  return true;
}

bool HostChannel::read_all(void *dst, size_t n) {
  auto *p = static_cast<uint8_t *>(dst);
  while (n > 0) {
    const ssize_t r = ::read(fd_, p, n);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) return false;
    p += r;
    n -= static_cast<size_t>(r);
  }
  return true;
}

bool HostChannel::receive(Message &m) {
  if (fd_ < 0) return false;
  uint8_t hdr[8];
  if (!read_all(hdr, sizeof hdr)) {
    ::close(fd_);
    fd_ = -1;
    return false;
  }
  uint32_t len = 0;
  m.type = 0;
  for (int i = 0; i < 4; ++i) {
    m.type |= static_cast<uint32_t>(hdr[i]) << (8 * i);
    len |= static_cast<uint32_t>(hdr[4 + i]) << (8 * i);
  }
  // A length this large is a broken client, not a message: stop rather than allocate it.
  if (len > (1u << 24)) {
    ::close(fd_);
    fd_ = -1;
    return false;
  }
  m.payload.assign(len, 0);
  if (len > 0 && !read_all(m.payload.data(), len)) {
    ::close(fd_);
    fd_ = -1;
    return false;
  }
  return true;
}

bool HostChannel::send(uint32_t type, const Payload &p) {
  if (fd_ < 0) return false;
  std::vector<uint8_t> buf;
  buf.reserve(8 + p.bytes().size());
  const uint32_t len = static_cast<uint32_t>(p.bytes().size());
  for (int i = 0; i < 4; ++i) buf.push_back(static_cast<uint8_t>(type >> (8 * i)));
  for (int i = 0; i < 4; ++i) buf.push_back(static_cast<uint8_t>(len >> (8 * i)));
  buf.insert(buf.end(), p.bytes().begin(), p.bytes().end());
  size_t off = 0;
  while (off < buf.size()) {
    const ssize_t w = ::send(fd_, buf.data() + off, buf.size() - off, MSG_NOSIGNAL);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) {
      ::close(fd_);
      fd_ = -1;
      return false;
    }
    off += static_cast<size_t>(w);
  }
  return true;
}

}  // namespace cssd_sim
