import { defineCommittedDocumentFuzz } from './committed-document';

// Shard 1 of the REST fuzz suite over the committed OpenAPI document (see committed-document.ts).
defineCommittedDocumentFuzz(1);
