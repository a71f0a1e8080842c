import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installMemoryStorage } from '../test/memory-storage.ts';
import { activeNotices } from './layout/header/notices.ts';
import { LoadingError, LOAD_TIMEOUT_MS, withTimeout } from '../lib/lazy-page.ts';
import { claimFirstRun, GENERAL_TOUR, groupTourId, isTourSeen } from './tours/tour-storage.ts';

describe('tours are remembered per id', () => {
  beforeEach(() => installMemoryStorage());
  it('runs each tour once', () => {
    expect(isTourSeen(GENERAL_TOUR)).toBe(false);
    expect(claimFirstRun(GENERAL_TOUR)).toBe(true);
    expect(claimFirstRun(GENERAL_TOUR)).toBe(false);
    expect(claimFirstRun(groupTourId('configure'))).toBe(true);
    expect(claimFirstRun(groupTourId('security'))).toBe(true);
    expect(claimFirstRun(groupTourId('configure'))).toBe(false);
  });
});

describe('lazy loading timeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  it('is 120 s and turns a stuck or failed chunk into a LoadingError', async () => {
    expect(LOAD_TIMEOUT_MS).toBe(120_000);
    const stuck = withTimeout(new Promise(() => {}), LOAD_TIMEOUT_MS);
    const check = expect(stuck).rejects.toBeInstanceOf(LoadingError);
    vi.advanceTimersByTime(LOAD_TIMEOUT_MS);
    await check;
    await expect(withTimeout(Promise.reject(new Error('chunk')), 10)).rejects.toBeInstanceOf(LoadingError);
    await expect(withTimeout(Promise.resolve(1), 10)).resolves.toBe(1);
  });
});

describe('active notices', () => {
  it('keeps switched-on notices whose window holds today, newest first', () => {
    const list = activeNotices([
      { id: 1, title: 'viejo', created_at: '2025-01-01T00:00:00Z' },
      { id: 2, title: 'nuevo', created_at: '2025-03-01T00:00:00Z' },
      { id: 3, title: 'apagado', active: false, created_at: '2025-04-01T00:00:00Z' },
      { id: 4, title: 'futuro', start_date: '2025-06-02', created_at: '2025-04-01T00:00:00Z' },
      { id: 5, title: 'vencido', end_date: '2025-05-31', created_at: '2025-04-01T00:00:00Z' },
      { id: 6, title: 'vigente', start_date: '2025-06-01', end_date: '2025-06-01', created_at: '2025-02-01T00:00:00Z' },
    ], '2025-06-01');
    expect(list.map((n) => n.title)).toEqual(['nuevo', 'vigente', 'viejo']);
  });
});
