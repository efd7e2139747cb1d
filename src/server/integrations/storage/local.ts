import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertSafeKey, contentTypeFor, MAX_RECORDING_BYTES, type ByteRange, type RecordingStorage } from "./storage";

/** Counts bytes through a stream and stops it past the cap. */
export function byteLimit(max = MAX_RECORDING_BYTES): Transform & { bytes: () => number } {
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > max) return done(new Error(`recording is larger than ${max} bytes`));
      done(null, chunk);
    },
  });
  return Object.assign(counter, { bytes: () => bytes });
}

/** Writes a stream to a file through a temporary name, so a reader never sees half a file. */
export async function writeAtomically(file: string, body: Readable): Promise<number> {
  const temp = `${file}.${randomUUID()}.part`;
  const counter = byteLimit();
  try {
    await pipeline(body, counter, fs.createWriteStream(temp, { mode: 0o600 }));
    await fs.promises.rename(temp, file);
    return counter.bytes();
  } catch (error) {
    await fs.promises.rm(temp, { force: true });
    throw error;
  }
}

/** Recordings as files in DATA_DIR/recordings (the default: nothing to set up). */
export function localStorage(dataDir: string): RecordingStorage {
  const dir = path.join(dataDir, "recordings");
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(dir, key);
  };
  return {
    kind: "local",
    async put(key, body) {
      await fs.promises.mkdir(dir, { recursive: true });
      const size = await writeAtomically(fileOf(key), body);
      return { size, contentType: contentTypeFor(key) };
    },
    async stat(key) {
      const stats = await fs.promises.stat(fileOf(key)).catch(() => null);
      return stats?.isFile() ? { size: stats.size, contentType: contentTypeFor(key) } : null;
    },
    async read(key, range?: ByteRange) {
      return fs.createReadStream(fileOf(key), range ? { start: range.start, end: range.end } : {});
    },
    async delete(key) {
      await fs.promises.rm(fileOf(key), { force: true });
    },
  };
}
