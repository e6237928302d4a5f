import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE, pageRequest } from './request.js';
import { peopleList as options } from './test-helpers.js';

describe('pageRequest', () => {
  it('caps page_size and ignores a bad one', () => {
    expect(pageRequest({ page_size: '5000' }, options).pageSize).toBe(MAX_PAGE_SIZE);
    expect(pageRequest({ page_size: 'x' }, options).pageSize).toBe(20);
  });
});
