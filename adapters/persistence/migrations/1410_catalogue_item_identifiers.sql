-- A catalogue transfer keeps the identifiers its releases already have: a track item's ISRC, an album
-- item's UPC, required by the wizard and the API and stored in their canonical form.
ALTER TABLE submission_catalogue_items ADD COLUMN isrc text;
ALTER TABLE submission_catalogue_items ADD COLUMN upc text;
