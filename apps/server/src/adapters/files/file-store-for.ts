/** The configured file store: S3-compatible storage when S3_* is set, otherwise DATA_DIR/files. */
import type { Config } from '../../config.ts';
import type { FileStore } from './file-store.ts';
import { createFilesystemStore } from './filesystem.ts';
import { createS3Store } from './s3.ts';

export function fileStoreFor(config: Config): FileStore {
  if (config.S3_ENDPOINT && config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY) {
    return createS3Store({
      endpoint: config.S3_ENDPOINT,
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    });
  }
  return createFilesystemStore(config.filesDirPath);
}
