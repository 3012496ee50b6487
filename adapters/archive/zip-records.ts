/** The fixed records of a ZIP (APPNOTE 6.3): entries stored with a data descriptor, ZIP64 where offsets pass 4 GiB. */
const U32_MAX = 0xffffffff;
const FLAGS = 0x0808; // bit 3: CRC in a data descriptor after the data; bit 11: UTF-8 names
const VERSION = 45; // 4.5: ZIP64
const MADE_BY_UNIX = (3 << 8) | VERSION;

export const LOCAL_HEADER_SIZE = 30;
export const DESCRIPTOR_SIZE = 16;
export const CENTRAL_HEADER_SIZE = 46;
export const ZIP64_OFFSET_EXTRA_SIZE = 12;
export const END_SIZE = 22;
export const ZIP64_END_SIZE = 56 + 20;

/** Each stored entry must fit 32-bit sizes (a WAV does); only offsets and counts may grow past them. */
export const MAX_ENTRY_BYTES = U32_MAX - 1;

export interface ZipEntryRecord {
  name: Buffer;
  size: number;
  offset: number;
  crc: number;
  dosTime: number;
  dosDate: number;
}

export function dosDateTime(date: Date): { dosTime: number; dosDate: number } {
  return {
    dosTime: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    dosDate: ((Math.max(1980, date.getFullYear()) - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

export function localHeader(entry: ZipEntryRecord): Buffer {
  const header = Buffer.alloc(LOCAL_HEADER_SIZE);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(FLAGS, 6);
  header.writeUInt16LE(0, 8); // stored
  header.writeUInt16LE(entry.dosTime, 10);
  header.writeUInt16LE(entry.dosDate, 12);
  // The CRC follows in the descriptor; the sizes are known ahead, so they are here too.
  header.writeUInt32LE(entry.size, 18);
  header.writeUInt32LE(entry.size, 22);
  header.writeUInt16LE(entry.name.length, 26);
  return Buffer.concat([header, entry.name]);
}

export function dataDescriptor(entry: ZipEntryRecord): Buffer {
  const descriptor = Buffer.alloc(DESCRIPTOR_SIZE);
  descriptor.writeUInt32LE(0x08074b50, 0);
  descriptor.writeUInt32LE(entry.crc, 4);
  descriptor.writeUInt32LE(entry.size, 8);
  descriptor.writeUInt32LE(entry.size, 12);
  return descriptor;
}

export const needsZip64Offset = (offset: number): boolean => offset >= U32_MAX;

export function centralHeader(entry: ZipEntryRecord): Buffer {
  const zip64 = needsZip64Offset(entry.offset);
  const header = Buffer.alloc(CENTRAL_HEADER_SIZE);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(MADE_BY_UNIX, 4);
  header.writeUInt16LE(VERSION, 6);
  header.writeUInt16LE(FLAGS, 8);
  header.writeUInt16LE(0, 10);
  header.writeUInt16LE(entry.dosTime, 12);
  header.writeUInt16LE(entry.dosDate, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(entry.size, 20);
  header.writeUInt32LE(entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  header.writeUInt16LE(zip64 ? ZIP64_OFFSET_EXTRA_SIZE : 0, 30);
  header.writeUInt32LE((0o100644 << 16) >>> 0, 38); // a regular file, rw-r--r--
  header.writeUInt32LE(zip64 ? U32_MAX : entry.offset, 42);
  if (!zip64) return Buffer.concat([header, entry.name]);
  const extra = Buffer.alloc(ZIP64_OFFSET_EXTRA_SIZE);
  extra.writeUInt16LE(0x0001, 0);
  extra.writeUInt16LE(8, 2);
  extra.writeBigUInt64LE(BigInt(entry.offset), 4);
  return Buffer.concat([header, entry.name, extra]);
}

export const needsZip64End = (count: number, directoryOffset: number): boolean => needsZip64Offset(directoryOffset) || count >= 0xffff;

/** The end records: the ZIP64 record and its locator first when the directory's offset or the count passes 32/16 bits. */
export function endRecords(count: number, directoryOffset: number, directorySize: number): Buffer {
  const zip64 = needsZip64End(count, directoryOffset);
  const end = Buffer.alloc(END_SIZE);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(zip64 ? 0xffff : count, 8);
  end.writeUInt16LE(zip64 ? 0xffff : count, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(zip64 ? U32_MAX : directoryOffset, 16);
  if (!zip64) return end;
  const record = Buffer.alloc(ZIP64_END_SIZE);
  record.writeUInt32LE(0x06064b50, 0);
  record.writeBigUInt64LE(44n, 4);
  record.writeUInt16LE(MADE_BY_UNIX, 12);
  record.writeUInt16LE(VERSION, 14);
  record.writeBigUInt64LE(BigInt(count), 24);
  record.writeBigUInt64LE(BigInt(count), 32);
  record.writeBigUInt64LE(BigInt(directorySize), 40);
  record.writeBigUInt64LE(BigInt(directoryOffset), 48);
  record.writeUInt32LE(0x07064b50, 56);
  record.writeBigUInt64LE(BigInt(directoryOffset + directorySize), 64);
  record.writeUInt32LE(1, 72);
  return Buffer.concat([record, end]);
}
