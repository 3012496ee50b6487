-- Each built-in board item carries our own id of the record it mirrors ('submission:<id>', 'waiting-list:<id>'...):
-- a create whose key is taken returns the existing item, so a retried board job never adds a second one.
ALTER TABLE board_items ADD COLUMN item_key text;
ALTER TABLE board_items ADD CONSTRAINT board_items_item_key_unique UNIQUE (item_key);
