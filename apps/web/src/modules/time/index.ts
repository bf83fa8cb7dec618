import { defineModule } from '../../app/module.ts';

/** Time: holidays (and the self-service holiday calendar), attendance records, terminals, PINs, sync records. */
export const timeModule = defineModule({
  name: 'time',
  routes: [],
});
