-- A deposit the member cancelled (on the payment page or in the deposit list) is 'cancelled',
-- not 'failed' (issue 14 item 20): 'failed' stays for the payment side refusing it
-- (server/domains/cashier/depositSettlement.ts). No money moves either way.
ALTER TABLE deposits DROP CONSTRAINT deposits_status_check;
ALTER TABLE deposits ADD CONSTRAINT deposits_status_check CHECK (status IN ('pending', 'credited', 'failed', 'cancelled'));
