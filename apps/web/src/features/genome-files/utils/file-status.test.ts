import { describe, expect, it } from 'vitest';
import { formatBytes, progressPercent, worstStatus } from './file-status.ts';

describe('formatBytes', () => {
  it('writes sizes in binary units', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(250 * 1024 * 1024)).toBe('250 MB');
    expect(formatBytes(100 * 1024 ** 3)).toBe('100 GB');
  });
});

describe('progressPercent', () => {
  const file = { size: 1000, uploaded_bytes: 250, progress: null };
  it('uses the bytes this tab sent over the server’s count while uploading', () => {
    expect(progressPercent({ ...file, status: 'uploading' })).toBe(25);
    expect(progressPercent({ ...file, status: 'uploading' }, { sent: 600, total: 1000 })).toBe(60);
  });
  it('shows the job’s progress while processing and nothing once done', () => {
    expect(progressPercent({ ...file, status: 'processing', progress: 0.42 })).toBe(42);
    expect(progressPercent({ ...file, status: 'success' })).toBeNull();
    expect(progressPercent({ ...file, status: 'failed' })).toBeNull();
  });
});

describe('worstStatus', () => {
  it('puts a failure before work in flight before success', () => {
    expect(worstStatus([])).toBeNull();
    expect(worstStatus(['success', 'processing'])).toBe('processing');
    expect(worstStatus(['success', 'uploading', 'processing'])).toBe('uploading');
    expect(worstStatus(['success', 'failed', 'uploading'])).toBe('failed');
  });
});
