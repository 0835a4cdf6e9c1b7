import type { PostingDraft, PostingDraftInput } from '@ncr/shared/schemas/posting-draft';
import { api } from '@/lib/api-client';

// The caller's posting in progress (docs/decisions/0127).

export const getDraft = () => api<{ draft: PostingDraft | null }>('/api/property/draft');
export const saveDraft = (draft: PostingDraftInput) => api<PostingDraft>('/api/property/draft', { method: 'PUT', body: draft });
export const deleteDraft = () => api<{ success: true }>('/api/property/draft', { method: 'DELETE' });
