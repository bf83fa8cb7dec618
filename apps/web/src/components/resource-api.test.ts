import { rewardEndpoints, rewardTypeEndpoints } from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import { endpointResource } from './resource-api.ts';

describe('endpointResource', () => {
  it('removes only where the resource has a delete endpoint (so a screen offers no Delete)', () => {
    expect(endpointResource(['x', 'rewards'], rewardEndpoints).remove).toBeTypeOf('function');
    const types = endpointResource(['x', 'rewardTypes'], rewardTypeEndpoints);
    expect(types.remove).toBeUndefined();
    expect('remove' in types).toBe(false);
  });

  it('gives the list’s sort fields for the table’s columns', () => {
    expect(endpointResource(['x', 'rewardTypes'], rewardTypeEndpoints).sortFields).toEqual([
      'name',
      'code',
      'creationTime',
    ]);
  });
});
