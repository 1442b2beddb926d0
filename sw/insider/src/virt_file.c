/* reg_virt_file / reg_virt_file_sg: the control plane's registration of a virtual file. The
 * descriptor is a small text file the runtime's vopen will read (format: sw/insider/README.md). */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "insider.h"

/* Where the descriptor of a virtual file over `real` goes. */
static int descriptor_path(const char *real, char *out, size_t len) {
  const char *image = getenv("INSIDER_IMAGE");
  int n;
  if (image && *image) {
    char flat[4096];
    size_t i = 0;
    for (const char *c = real; *c && i + 1 < sizeof flat; c++) flat[i++] = *c == '/' ? '_' : *c;
    flat[i] = 0;
    n = snprintf(out, len, "%s.%s.insider", image, flat);
  } else {
    n = snprintf(out, len, "%s.insider", real);
  }
  return n < 0 || (size_t)n >= len ? -ENAMETOOLONG : 0;
}

int reg_virt_file_sg(const char *const *real_paths, int n, char *virt_path, size_t virt_len) {
  if (!real_paths || n <= 0 || !virt_path) return -EINVAL;
  insider_extent *ext = malloc(sizeof *ext * INSIDER_MAX_EXTENTS);
  if (!ext) return -ENOMEM;
  char *body = NULL;
  size_t body_len = 0;
  FILE *text = open_memstream(&body, &body_len);
  uint64_t total = 0;
  int rc = text ? 0 : -ENOMEM;
  /* Every file is resolved and checked before anything is written: a refusal leaves nothing. */
  for (int f = 0; rc == 0 && f < n; f++) {
    uint64_t size = 0;
    int count = insider_extents(real_paths[f], ext, INSIDER_MAX_EXTENTS, &size);
    if (count < 0) {
      rc = count;
      break;
    }
    fprintf(text, "file %s %llu\n", real_paths[f], (unsigned long long)size);
    for (int i = 0; i < count; i++)
      fprintf(text, "extent %llu %llu %llu\n", (unsigned long long)(total + ext[i].logical),
              (unsigned long long)ext[i].physical, (unsigned long long)ext[i].length);
    total += size;
  }
  if (text) fclose(text);
  free(ext);
  if (rc == 0) rc = descriptor_path(real_paths[0], virt_path, virt_len);
  if (rc == 0) {
    FILE *out = fopen(virt_path, "w");
    if (!out) {
      rc = -errno;
    } else {
      const char *image = getenv("INSIDER_IMAGE");
      fprintf(out, "insider-virtual-file 1\nsource %s\nsize %llu\n", image && *image ? image : "fiemap",
              (unsigned long long)total);
      fwrite(body, 1, body_len, out);
      if (fclose(out) != 0) rc = -errno;
    }
  }
  free(body);
  return rc;
}

int reg_virt_file(const char *real_path, char *virt_path, size_t virt_len) {
  const char *one[1] = {real_path};
  return reg_virt_file_sg(one, 1, virt_path, virt_len);
}
