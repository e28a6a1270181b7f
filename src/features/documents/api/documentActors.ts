import type { Client } from '@urql/core';
import { fromPromise } from 'xstate';
import { DEFAULT_ERROR_MESSAGE } from '../../../../domain/errors';
import type {
  CompressInput,
  CompressOutput,
  documentUploadMachine,
  UploadEntry,
  UploadInput,
  UploadOutput,
} from '../../../../machines/documentUpload.machine';
import {
  CreateDocumentReferenceMutation,
  DocumentReferenceFields,
  DocumentsQuery,
  PatchDocumentReferenceMutation,
  StaffDocumentsQuery,
  StaffUploadDocumentMutation,
} from '../graphql/documents';
import { readFragment, type FragmentOf } from '../../../lib/graphql/graphql';
import { dataOf, mutate } from '../../../lib/graphql/operations';
import { compressImage, uploadImage } from '../../../lib/imageUpload';

/** A document as the viewer lists it. */
export interface DocumentItem {
  readonly id: string;
  readonly author: string;
  readonly url: string;
  readonly contentType: string;
  readonly description: string;
  readonly createdTime: string;
}

function toDocumentItem(masked: FragmentOf<typeof DocumentReferenceFields>): DocumentItem {
  const document = readFragment(DocumentReferenceFields, masked);
  return {
    id: document.id,
    author: document.author,
    url: document.url,
    contentType: document.contentType,
    description: document.description,
    createdTime: document.createdTime,
  };
}

/** Who uploads: puts a file to the blob service and attaches it to the appointment (both safe to repeat). */
export interface DocumentSink {
  readonly put: (file: Blob) => Promise<string>;
  readonly attach: (entry: UploadEntry, url: string, input: UploadInput) => Promise<void>;
}

/** Images are compressed (≤ 1 MB, ≤ 1920 px, EXIF orientation applied); PDFs go as they are. One that cannot be read fails alone. */
async function compressFiles(input: CompressInput): Promise<CompressOutput> {
  const results: { key: string; ready: Blob | null }[] = [];
  for (const entry of input.files) {
    const ready = entry.kind === 'document' ? entry.file : await compressImage(entry.file).catch(() => null);
    results.push({ key: entry.key, ready });
  }
  return results;
}

/** Each file in turn: put (unless put before), then attach; a failure marks that file only, keeping the url it reached. */
async function uploadFiles(sink: DocumentSink, input: UploadInput): Promise<UploadOutput> {
  const results: { key: string; url: string | null; bound: boolean }[] = [];
  for (const entry of input.files) {
    let url = entry.url;
    try {
      if (entry.ready === null) throw new Error(DEFAULT_ERROR_MESSAGE);
      url ??= await sink.put(entry.ready);
      await sink.attach(entry, url, input);
      results.push({ key: entry.key, url, bound: true });
    } catch {
      results.push({ key: entry.key, url, bound: false });
    }
  }
  return results;
}

/** The machine's actors over a sink. */
export function documentUploadActors(
  sink: DocumentSink,
): Parameters<typeof documentUploadMachine.provide>[0]['actors'] {
  return {
    compressFiles: fromPromise<CompressOutput, CompressInput>(({ input }) => compressFiles(input)),
    uploadFiles: fromPromise<UploadOutput, UploadInput>(({ input }) => uploadFiles(sink, input)),
  };
}

const NETWORK_ONLY = { requestPolicy: 'network-only' } as const;

/** The patient's sink: their token's blob put for the hospital, createDocumentReference (id = the file's key), patchDocumentReference. */
export function patientDocumentSink(
  client: Client,
  accessToken: () => string | null,
  hospitalId: string,
): DocumentSink {
  return {
    put: async (file) => {
      const token = accessToken();
      if (token === null) throw new Error(DEFAULT_ERROR_MESSAGE);
      return (await uploadImage(file, token, hospitalId)).imageUrl;
    },
    attach: async (entry, url, input) => {
      const contentType = entry.ready?.type ?? entry.type;
      await mutate(client, CreateDocumentReferenceMutation, {
        input: { id: entry.key, appointmentId: input.appointmentId, description: entry.name, contentType, url },
      });
      await mutate(client, PatchDocumentReferenceMutation, { id: entry.key, patientId: input.patientId });
    },
  };
}

/** The staff sink: the staff token's blob put, then staffUploadDocument in one step. */
export function staffDocumentSink(client: Client, accessToken: string, hospitalId: string): DocumentSink {
  return {
    put: async (file) => (await uploadImage(file, accessToken, hospitalId)).imageUrl,
    attach: async (entry, url, input) => {
      const contentType = entry.ready?.type ?? entry.type;
      await mutate(client, StaffUploadDocumentMutation, {
        input: { id: entry.key, appointmentId: input.appointmentId, description: entry.name, contentType, url },
      });
    },
  };
}

export async function loadDocuments(client: Client, appointmentId: string): Promise<DocumentItem[]> {
  return dataOf(
    await client.query(DocumentsQuery, { appointmentId }, NETWORK_ONLY).toPromise(),
  ).queryDocumentReference.map(toDocumentItem);
}

export async function loadStaffDocuments(client: Client, appointmentId: string): Promise<DocumentItem[]> {
  return dataOf(
    await client.query(StaffDocumentsQuery, { appointmentId }, NETWORK_ONLY).toPromise(),
  ).staffDocuments.map(toDocumentItem);
}
