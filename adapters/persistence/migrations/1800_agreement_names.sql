-- One word per concept: the artist's contract is called the agreement everywhere, in storage too.
ALTER TABLE artist_profiles RENAME COLUMN has_signed_contract TO has_signed_agreement;
ALTER TABLE artist_profiles RENAME COLUMN contract_signature_id TO agreement_signature_id;
-- Jobs queued before the rename run under the kind's new name.
UPDATE jobs SET kind = 'agreements.settle-provider-request' WHERE kind = 'contracts.settle-provider-request';
