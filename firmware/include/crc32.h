/* SPDX-License-Identifier: Apache-2.0 */
/** @file crc32.h @brief CRC-32 (IEEE 802.3, reflected), incremental. */
#ifndef CRC32_H
#define CRC32_H

#include <stddef.h>
#include <stdint.h>

/** Continue a CRC: start with crc = 0. */
uint32_t crc32_update(uint32_t crc, const void *buf, size_t len);

#endif /* CRC32_H */
