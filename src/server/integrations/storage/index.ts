import type { Config } from "../../config";
import { localStorage } from "./local";
import { s3Storage } from "./s3";
import type { RecordingStorage } from "./storage";

export type { RecordingStorage, ByteRange, StoredObject } from "./storage";

/** S3 when a bucket and its keys are configured, else the folder under DATA_DIR. */
export function createStorage(config: Config): RecordingStorage {
  if (!config.S3_BUCKET) return localStorage(config.DATA_DIR);
  if (!config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY) {
    throw new Error("S3_BUCKET is set without S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY");
  }
  return s3Storage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
  });
}
