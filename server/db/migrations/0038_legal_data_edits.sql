-- The law's data an operator keeps current from the console (issue 32): the state-duty rules and
-- exemptions, and the courts. A row an operator corrected is marked, and the seed's content written
-- again (`db:seed --force`) leaves it as the operator made it, as for the base calculation amounts
-- (migration 0033).
ALTER TABLE state_duty_rules ADD COLUMN operator_edited_at timestamptz;
ALTER TABLE state_duty_exemptions ADD COLUMN operator_edited_at timestamptz;
ALTER TABLE courts ADD COLUMN operator_edited_at timestamptz;
ALTER TABLE district_courts ADD COLUMN operator_edited_at timestamptz;
