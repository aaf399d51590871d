import { defineCommittedDocumentFuzz } from './committed-document';

// Shard 3 of the REST fuzz suite over the committed OpenAPI document (see committed-document.ts).
defineCommittedDocumentFuzz(3);
