// What other modules may use of requests: a request kind from its definition (`defineRequestKind`: its state
// machine, withdrawal, go-task handler, notifications and lists; README.md, "Adding a request kind"),
// go-tasks (a kind opens, withdraws and reads its approval tasks; the seeds decide them), notifications
// (written inside a module's own transaction or sent to an audience), the parties of a page of requests and
// the caller's own employee, and the hook point through which a request kind has its tasks' decisions applied.
import type { GoTaskKindRegistration, GoTaskService } from './go-task.service.ts';
import type { NotificationService } from './notification.service.ts';

export type { GoTaskKindHandler, GoTaskKindRegistration } from './go-task.service.ts';
export type { NotificationContent } from './notification.service.ts';
export { renderText } from './notification.service.ts';
export {
  defineRequestKind,
  type RequestDescription,
  type RequestKind,
  type RequestKindDefinition,
  type RequestKindDeps,
  type RequestRow,
} from './request-kind.ts';
export { requestParties, selfOf } from './request-parties.ts';

export interface RequestsApi {
  goTasks: Pick<GoTaskService, 'open' | 'withdraw' | 'ofRequest' | 'ofRequests' | 'mayDecide' | 'decide'>;
  notifications: Pick<NotificationService, 'write' | 'notify' | 'list' | 'markAsSeen'>;
}

declare module '../../platform/module.ts' {
  interface ModuleApis {
    requests: RequestsApi;
  }
  interface ModuleHooks {
    /**
     * A request kind decided by go-tasks: its handler runs in the decision's transaction (leave requests,
     * requests' own attendance requests).
     */
    goTaskKinds: GoTaskKindRegistration;
  }
}
