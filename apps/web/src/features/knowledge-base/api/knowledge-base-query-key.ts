/** Every query of the knowledge-base page starts with this key; invalidate it after a change. */
export const KNOWLEDGE_BASE_QUERY_KEY = ['knowledge-base'] as const;
