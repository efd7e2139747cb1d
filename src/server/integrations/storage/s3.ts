import type * as ClientS3 from "@aws-sdk/client-s3";
import type { S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import type * as LibStorage from "@aws-sdk/lib-storage";
import { pipeline, type Readable } from "node:stream";
import { byteLimit } from "./local";
import { assertSafeKey, contentTypeFor, type RecordingStorage } from "./storage";

export interface S3Settings {
  bucket: string;
  region: string;
  /** A MinIO/R2/other S3-compatible address; unset means AWS itself (virtual-hosted addressing). */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Size of each part of a multipart upload (S3's minimum is 5 MiB); smaller recordings go up in one PUT. */
  partSize?: number;
}

/** 8 MiB parts: 256 parts for the largest recording we accept, well under S3's 10,000. */
const PART_SIZE = 8 * 1024 ** 2;
/** Parts in flight at once per upload; memory held is about (queue + 1) × part size. */
const QUEUE_SIZE = 2;
const TIMEOUT_MS = 60_000;

export class S3Error extends Error {
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(`S3 answered ${status}: ${detail.slice(0, 300)}`);
    this.name = "S3Error";
  }
}

const statusOf = (error: unknown) => (error as Partial<S3ServiceException> | null)?.$metadata?.httpStatusCode ?? 0;
const asS3Error = (error: unknown) =>
  error instanceof Error ? new S3Error(statusOf(error), `${error.name}: ${error.message}`) : new S3Error(0, String(error));

// The AWS SDK is a large module graph that only S3 installations need, so it loads on first use.
let sdk: Promise<[typeof ClientS3, typeof LibStorage]> | undefined;
const loadSdk = () => (sdk ??= Promise.all([import("@aws-sdk/client-s3"), import("@aws-sdk/lib-storage")]));

/** Recordings in an S3 (or S3-compatible) bucket through the AWS SDK, uploaded in parts when large. */
export function s3Storage(settings: S3Settings): RecordingStorage {
  let client: Promise<{ s3: S3Client; api: typeof ClientS3; Upload: typeof LibStorage.Upload }> | undefined;
  const connect = () =>
    (client ??= loadSdk().then(([api, { Upload }]) => ({
      api,
      Upload,
      s3: new api.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        // S3-compatible servers (MinIO and most others) address buckets by path, not by subdomain.
        forcePathStyle: Boolean(settings.endpoint),
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
        maxAttempts: 3,
        // Checksums only where S3 requires them: the default CRC32 trailers (aws-chunked uploads) are
        // refused by several S3-compatible servers.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
        requestHandler: { requestTimeout: TIMEOUT_MS },
      }),
    })));
  const target = (key: string) => {
    assertSafeKey(key);
    return { Bucket: settings.bucket, Key: key };
  };

  return {
    kind: "s3",
    async put(key, body, contentType) {
      const object = target(key);
      const { s3, Upload } = await connect();
      // Counted and capped on the way through: no spooling to disk, S3 gets parts of known length.
      const counter = byteLimit();
      const counted = pipeline(body, counter, () => undefined);
      const upload = new Upload({
        client: s3,
        params: { ...object, Body: counted, ContentType: contentType },
        partSize: settings.partSize ?? PART_SIZE,
        queueSize: QUEUE_SIZE,
      });
      try {
        await upload.done();
      } catch (error) {
        throw asS3Error(error);
      }
      return { size: counter.bytes(), contentType };
    },
    async stat(key) {
      const object = target(key);
      const { s3, api } = await connect();
      try {
        const head = await s3.send(new api.HeadObjectCommand(object));
        return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? contentTypeFor(key) };
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw asS3Error(error);
      }
    },
    async read(key, range) {
      const object = target(key);
      const { s3, api } = await connect();
      try {
        const answer = await s3.send(new api.GetObjectCommand({ ...object, Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
        // In Node the body is an http.IncomingMessage, a Readable.
        return answer.Body as Readable;
      } catch (error) {
        throw asS3Error(error);
      }
    },
    async delete(key) {
      const object = target(key);
      const { s3, api } = await connect();
      try {
        await s3.send(new api.DeleteObjectCommand(object));
      } catch (error) {
        if (statusOf(error) !== 404) throw asS3Error(error);
      }
    },
  };
}
