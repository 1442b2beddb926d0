/* Extent resolution for the INSIDER runtime: FIEMAP on a mounted file system, or debugfs on an
 * ext4 image (INSIDER_IMAGE), behind insider_extents(). */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/fiemap.h>
#include <linux/fs.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "insider.h"

/* FIEMAP flags that mean the data is not at a fixed, readable place on the device. */
#define UNPLACED                                                                                         \
  (FIEMAP_EXTENT_UNKNOWN | FIEMAP_EXTENT_DELALLOC | FIEMAP_EXTENT_ENCODED | FIEMAP_EXTENT_DATA_ENCRYPTED | \
   FIEMAP_EXTENT_NOT_ALIGNED | FIEMAP_EXTENT_DATA_INLINE | FIEMAP_EXTENT_DATA_TAIL | FIEMAP_EXTENT_UNWRITTEN)

static int fiemap_extents(const char *path, insider_extent *out, int max, uint64_t *size) {
  /* Opening it is the permission check: the kernel refuses a caller who may not read it. */
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return -errno;
  struct stat st;
  if (fstat(fd, &st) != 0) {
    int e = -errno;
    close(fd);
    return e;
  }
  if (!S_ISREG(st.st_mode)) {
    close(fd);
    return -EISDIR;
  }
  size_t bytes = sizeof(struct fiemap) + (size_t)max * sizeof(struct fiemap_extent);
  struct fiemap *fm = calloc(1, bytes);
  if (!fm) {
    close(fd);
    return -ENOMEM;
  }
  fm->fm_start = 0;
  fm->fm_length = FIEMAP_MAX_OFFSET;
  fm->fm_flags = FIEMAP_FLAG_SYNC; /* delayed allocation would leave no place to read */
  fm->fm_extent_count = (uint32_t)max;
  int rc = ioctl(fd, FS_IOC_FIEMAP, fm) != 0 ? -errno : 0;
  close(fd);
  if (rc == -EOPNOTSUPP || rc == -ENOTTY) rc = -EINVAL;
  int n = 0;
  if (rc == 0) {
    n = (int)fm->fm_mapped_extents;
    if (n == max && !(fm->fm_extents[n - 1].fe_flags & FIEMAP_EXTENT_LAST)) rc = -E2BIG;
    for (int i = 0; rc == 0 && i < n; i++) {
      const struct fiemap_extent *x = &fm->fm_extents[i];
      if (x->fe_flags & UNPLACED) rc = -EINVAL;
      out[i].logical = x->fe_logical;
      out[i].physical = x->fe_physical;
      /* The last extent covers whole blocks; the file ends inside it (blocks past the end,
       * preallocated, are not the file's). */
      if (x->fe_logical >= (uint64_t)st.st_size) {
        n = i;
        break;
      }
      uint64_t end = x->fe_logical + x->fe_length;
      out[i].length = (end > (uint64_t)st.st_size ? (uint64_t)st.st_size : end) - x->fe_logical;
    }
  }
  free(fm);
  if (rc) return rc;
  *size = (uint64_t)st.st_size;
  return n;
}

/* Runs `debugfs -R <request> <image>` (no shell), its output into buf. 0 or -errno. */
static int debugfs(const char *image, const char *request, char *buf, size_t len) {
  int pipefd[2];
  if (pipe2(pipefd, O_CLOEXEC) != 0) return -errno;
  pid_t pid = fork();
  if (pid < 0) return -errno;
  if (pid == 0) {
    dup2(pipefd[1], 1);
    int null = open("/dev/null", O_WRONLY);
    if (null >= 0) dup2(null, 2);
    const char *tool = getenv("INSIDER_DEBUGFS") ? getenv("INSIDER_DEBUGFS") : "debugfs";
    execlp(tool, tool, "-R", request, image, (char *)NULL);
    _exit(127);
  }
  close(pipefd[1]);
  size_t got = 0;
  ssize_t r;
  while ((r = read(pipefd[0], buf + got, len - 1 - got)) > 0) {
    got += (size_t)r;
    if (got == len - 1) break;
  }
  close(pipefd[0]);
  buf[got] = 0;
  int status = 0;
  waitpid(pid, &status, 0);
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0 || got == len - 1) return -EIO;
  return 0;
}

/* The caller's read permission on an inode of the image, as the kernel would decide it. */
static int may_read(unsigned mode, unsigned uid, unsigned gid) {
  uid_t euid = geteuid();
  if (euid == 0) return 1;
  if (euid == uid) return (mode & 0400) != 0;
  if (getegid() == gid) return (mode & 0040) != 0;
  gid_t groups[256];
  int ng = getgroups(256, groups);
  for (int i = 0; i < ng; i++)
    if (groups[i] == gid) return (mode & 0040) != 0;
  return (mode & 0004) != 0;
}

static int image_extents(const char *image, const char *path, insider_extent *out, int max, uint64_t *size) {
  if (access(image, R_OK) != 0) return -errno;
  if (path[0] != '/' || strpbrk(path, "\"\n\\")) return -EINVAL; /* kept out of debugfs's quoting */
  char request[4200];
  if (snprintf(request, sizeof request, "stat \"%s\"", path) >= (int)sizeof request) return -ENAMETOOLONG;
  static char text[1 << 20];
  int rc = debugfs(image, request, text, sizeof text);
  if (rc) return rc;
  char type[32];
  unsigned mode, uid, gid;
  unsigned long long bytes;
  const char *inode = strstr(text, "Type:");
  const char *user = strstr(text, "User:");
  const char *sz = strstr(text, "Size:");
  if (!inode || !user || !sz) return -ENOENT; /* debugfs prints only an error for a missing path */
  if (sscanf(inode, "Type: %31s Mode: %o", type, &mode) != 2 || sscanf(user, "User: %u Group: %u", &uid, &gid) != 2 ||
      sscanf(sz, "Size: %llu", &bytes) != 1)
    return -EIO;
  if (strcmp(type, "regular") != 0) return -EISDIR;
  if (!may_read(mode, uid, gid)) return -EACCES;
  if (strstr(text, "Size of inline data")) return -EINVAL;
  snprintf(request, sizeof request, "dump_extents \"%s\"", path);
  rc = debugfs(image, request, text, sizeof text);
  if (rc) return rc;
  /* The block size, for byte offsets. */
  static char super[1 << 16];
  rc = debugfs(image, "stats -h", super, sizeof super);
  if (rc) return rc;
  const char *bs = strstr(super, "Block size:");
  unsigned block = 0;
  if (!bs || sscanf(bs, "Block size: %u", &block) != 1 || block == 0) return -EIO;
  int n = 0;
  /* Leaf lines: " L/ D  i/ n  lstart - lend  pstart - pend  len [Uninit]"; index nodes have
   * one physical block and no range, and are skipped by the field count. */
  for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
    unsigned lvl, depth, idx, cnt;
    unsigned long long l0, l1, p0, p1, len;
    char flags[16] = "";
    int f = sscanf(line, " %u/ %u %u/ %u %llu - %llu %llu - %llu %llu %15s", &lvl, &depth, &idx, &cnt, &l0, &l1, &p0,
                   &p1, &len, flags);
    if (f < 9 || lvl != depth) continue;
    if (strcmp(flags, "Uninit") == 0) return -EINVAL;
    if (l0 * block >= bytes) continue; /* preallocated past the end */
    if (n == max) return -E2BIG;
    out[n].logical = l0 * block;
    out[n].physical = p0 * block;
    uint64_t end = (l1 + 1) * block;
    out[n].length = (end > bytes ? bytes : end) - out[n].logical;
    n++;
  }
  *size = bytes;
  return n;
}

int insider_extents(const char *path, insider_extent *out, int max, uint64_t *size) {
  if (!path || !out || !size || max <= 0) return -EINVAL;
  const char *image = getenv("INSIDER_IMAGE");
  return image && *image ? image_extents(image, path, out, max, size) : fiemap_extents(path, out, max, size);
}
