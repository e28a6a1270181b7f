// What other parts of the server use of this module (docs/decisions/0042-server-cores-and-cycles.md); its tables
// are imported from ./tables directly.
export { mayReadBlob } from './access';
export { blobBytes, blobInfo, storeBlob, type BlobInfo } from './blobStore';
export { blobCallerOf, type BlobCaller } from './caller';
export { declaredUploadType } from './contentType';
export { sniffUploadType } from './magic';
export { orphanBlobSweepJob } from './orphanSweeper';
export { createUploadQuota, uploaderKey } from './uploadQuota';
