/** A test's own reading of a whole (small) WAV: each chunk's id and body, so checks do not lean on the code under test. */
export function wavChunks(file: Buffer): { riffSize: number; chunks: { id: string; body: Buffer }[] } {
  const chunks: { id: string; body: Buffer }[] = [];
  for (let at = 12; at + 8 <= file.length;) {
    const size = file.readUInt32LE(at + 4);
    chunks.push({ id: file.toString('latin1', at, at + 4), body: file.subarray(at + 8, at + 8 + size) });
    at += 8 + size + (size & 1);
  }
  return { riffSize: file.readUInt32LE(4), chunks };
}

export function chunkBody(file: Buffer, id: string): Buffer {
  const found = wavChunks(file).chunks.find((chunk) => chunk.id === id);
  if (!found) throw new Error(`no '${id}' chunk`);
  return found.body;
}
