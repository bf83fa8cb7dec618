import { employeeCustodyEndpoints } from '@hr/contracts';
import { mount } from '../../platform/http/mount.ts';
import type { CustodyServices } from './index.ts';

/** Each endpoint of the custody module, one line to its service. */
export function custodyRoutes({ custodies }: CustodyServices) {
  return [
    mount(employeeCustodyEndpoints, {
      list: (req) => custodies.list(req.ctx, req.query),
      get: (req) => custodies.get(req.ctx, req.params.id),
      create: (req) => custodies.create(req.ctx, req.body),
      release: (req) => custodies.release(req.ctx, req.params.id, req.body),
    }),
  ];
}
