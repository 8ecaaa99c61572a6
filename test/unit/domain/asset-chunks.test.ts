import { describe, expect, it } from 'vitest';
import {
  type ChunkAddress,
  MODULE_LOAD_RETRY_DELAYS_MS,
  parseChunkAddress,
  SCRIPT_CHUNK_FILE_NAMES,
  SCRIPT_CHUNK_TIMEOUT_MS,
  SHARED_SCRIPT_CHUNK_FILE_NAMES,
  STYLE_CHUNK_FILE_NAMES,
} from '../../../src/domain/asset-chunks.ts';

describe('asset chunks (doc 1 §1, §8, §9)', () => {
  it('are named chunk-{id}-{name}.js and .css under assets/', () => {
    expect(SCRIPT_CHUNK_FILE_NAMES).toBe('assets/chunk-[hash:7]-[name].js');
    expect(STYLE_CHUNK_FILE_NAMES).toBe('assets/chunk-[hash:7]-[name][extname]');
    expect(SHARED_SCRIPT_CHUNK_FILE_NAMES).toBe('assets/chunk-[hash:7]-shared.js');
  });

  it('time out after 120 s, and a route chunk is tried twice more at once', () => {
    expect(SCRIPT_CHUNK_TIMEOUT_MS).toBe(120_000);
    expect(MODULE_LOAD_RETRY_DELAYS_MS).toEqual([0, 0]);
  });

  it.each<[string, Omit<ChunkAddress, 'request'> | null]>([
    [
      'http://localhost:3000/ecom/assets/chunk-0fq3k2ab-log-out.js',
      { kind: 'script', id: '0fq3k2ab', name: 'log-out' },
    ],
    ['/ecom/assets/chunk-hx2-tra-check-block.css', { kind: 'style', id: 'hx2', name: 'tra-check-block' }],
    ['/ecom/assets/chunk-abc123-_main.js?v=2', { kind: 'script', id: 'abc123', name: '_main' }],
    ['/ecom/assets/chunk-m5f6v12-shared.js', { kind: 'script', id: 'm5f6v12', name: 'shared' }],
    ['/ecom/assets/index-f9okluyt.js', null],
    ['/ecom/assets/chunk-abc.js', null],
    ['https://cdn.example/other.js', null],
  ])('%s', (address, chunk) => {
    expect(parseChunkAddress(address)).toEqual(chunk === null ? null : { ...chunk, request: address });
  });
});
