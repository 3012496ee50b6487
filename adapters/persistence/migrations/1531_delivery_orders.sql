-- Each order staff give (a delivery, an update, a takedown) has its own id; a target's batch is closed with the order
-- it carried as soon as that target has it. A retry then skips the targets that already have this order (they are
-- Delivered on the desk while another target still retries), and the desk shows each target's own state.
ALTER TABLE release_deliveries ADD COLUMN order_id text NOT NULL DEFAULT 'before-1531';
ALTER TABLE release_delivery_batches ADD COLUMN order_id text;
UPDATE release_delivery_batches SET order_id = 'before-1531' WHERE completed_at IS NOT NULL;
CREATE INDEX release_delivery_batches_order ON release_delivery_batches (submission_id, order_id);
