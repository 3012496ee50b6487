import type { ChangeStatusRequest, ChangeStatusResponse, DeskFilter, StaffCommentView } from './review-desk.wire';

/** POST /api/review-desk/submissions/:id/undo */
export type UndoStatusResponse = ChangeStatusResponse;

/** POST /api/review-desk/submissions/bulk-status */
export interface BulkStatusRequest extends ChangeStatusRequest {
  filter: DeskFilter;
  /** Narrow the filtered list to these ids (the rows ticked on the page). */
  ids?: string[];
}

export interface BulkStatusResponse {
  success: true;
  changed: string[];
  refused: { id: string; message: string }[];
}

/** POST /api/review-desk/submissions/:id/comments */
export interface CommentRequest {
  body: string;
}

export interface CommentResponse {
  success: true;
  comment: StaffCommentView;
}

/** POST /api/review-desk/submissions/:id/assign */
export interface AssignRequest {
  /** A staff id, or null to unassign. */
  staffId: string | null;
}

/** GET /api/review-desk/staff */
export interface StaffMembersResponse {
  success: true;
  staff: { id: string; name: string }[];
}
