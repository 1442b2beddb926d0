/* INSIDER host runtime (issue 23): the virtual-file API of the paper's Table 2.
 *
 * Built so far: the control plane's registration. reg_virt_file / reg_virt_file_sg check that the
 * caller may read the real file(s), resolve their extents (where the data lies on the drive) and
 * write a virtual-file descriptor beside them. vopen, vread, vwrite, vsync, vclose and
 * send_input_params need the drive's ISC unit, which is not wired yet: they are not declared
 * here until they exist (sw/insider/README.md).
 *
 * Where extents come from, behind one interface:
 *  - on a board, the real file is on a file system mounted from the drive: FIEMAP;
 *  - in simulation nothing is mounted: INSIDER_IMAGE names the ext4 image the test wrote to the
 *    drive, and the file's path is a path inside that image, read with e2fsprogs' debugfs.
 * Errors are negative errno values. */
#ifndef INSIDER_H
#define INSIDER_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* One run of a file's data: `length` bytes at byte `logical` of the file lie at byte `physical`
 * of the device (or image). Holes between extents read as zeros. */
typedef struct {
  uint64_t logical;
  uint64_t physical;
  uint64_t length;
} insider_extent;

/* The most extents one file may have (a virtual file descriptor's bound). */
#define INSIDER_MAX_EXTENTS 4096

/* Extents and size of `path`, checked for the caller's read permission; at most `max` extents
 * into `out`. Returns the number of extents, or -EACCES (not readable), -ENOENT, -EISDIR (not a
 * regular file), -E2BIG (more than `max`), -EINVAL (data not at a fixed place on the device:
 * inline, delayed, encoded or unwritten extents), -EIO (the image could not be read). */
int insider_extents(const char *path, insider_extent *out, int max, uint64_t *size);

/* Registers a virtual file over `real_path`: writes its descriptor to "<real_path>.insider"
 * (on a board; with INSIDER_IMAGE, to "<image>.<path with / as _>.insider") and returns that
 * path in `virt_path`. 0 or a negative errno (as insider_extents, and -ENAMETOOLONG). */
int reg_virt_file(const char *real_path, char *virt_path, size_t virt_len);

/* The same over the concatenation of `n` real files (a scatter-gather virtual file); the
 * descriptor is named after the first. */
int reg_virt_file_sg(const char *const *real_paths, int n, char *virt_path, size_t virt_len);

#ifdef __cplusplus
}
#endif

#endif
