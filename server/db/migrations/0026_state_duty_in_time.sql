-- State duty that changes with time (issue 28, ADR 010).
--
-- The base calculation amount (BHM / БРВ) history was wrong for past dates: 270 000 ran from
-- 2021-09-01 (not 2022-04-01), 330 000 from 2023-05-01 (not 2023-06-01), and the 300 000 row
-- (2022-06-01) and the 340 000 row (2023-12-01) were missing, so a duty counted for a day in
-- 2021–2024 used the wrong amount. Each row now names the act that set it, or says that the act
-- is not confirmed, and the day it was checked. A rate or an exemption keeps the day it was
-- checked too; a rule says in `unconfirmed` what the visitor must check (shown with the estimate);
-- an exemption carries the legal ground a claim cites.
--
-- A database seeded before this migration gets the eight rows (the seed writes the same); an
-- empty one is left for the seed.

ALTER TABLE base_calculation_amounts ADD COLUMN IF NOT EXISTS act jsonb CHECK (l10n_is_valid(act, true));
ALTER TABLE base_calculation_amounts ADD COLUMN IF NOT EXISTS checked_on date;
ALTER TABLE state_duty_rules ADD COLUMN IF NOT EXISTS unconfirmed jsonb CHECK (l10n_is_valid(unconfirmed, true));
ALTER TABLE state_duty_rules ADD COLUMN IF NOT EXISTS checked_on date;
ALTER TABLE state_duty_exemptions ADD COLUMN IF NOT EXISTS ground jsonb CHECK (l10n_is_valid(ground, true));
ALTER TABLE state_duty_exemptions ADD COLUMN IF NOT EXISTS checked_on date;

DO $migration$
BEGIN
  IF EXISTS (SELECT 1 FROM base_calculation_amounts) THEN
    CREATE TEMPORARY TABLE bca_verified (valid_from date PRIMARY KEY, amount bigint, source jsonb, act jsonb, checked_on date) ON COMMIT DROP;
    INSERT INTO bca_verified VALUES
  ('2019-08-01'::date, 22300000, '{"title":"gendermadad.uz (the table of base calculation amounts); gazeta.uz (unchanged on 2020-02-01)"}'::jsonb, '{"uz":"Oʻzbekiston Respublikasi Prezidentining 2019-yil 12-iyuldagi PF-5765-son Farmoni","ru":"Указ Президента Республики Узбекистан от 12.07.2019 № УП-5765","en":"Presidential Decree UP-5765 of 12 July 2019"}'::jsonb, '2026-11-28'::date),
  ('2021-02-01'::date, 24500000, '{"title":"gendermadad.uz; bankvabiznes.uz"}'::jsonb, '{"uz":"Oʻzbekiston Respublikasi Prezidentining 2020-yil 30-dekabrdagi PQ-4938-son Qarori","ru":"Постановление Президента Республики Узбекистан от 30.12.2020 № ПП-4938","en":"Presidential Resolution PP-4938 of 30 December 2020"}'::jsonb, '2026-11-28'::date),
  ('2021-09-01'::date, 27000000, '{"title":"asiais.ru («с 1 сентября 2021 … БРВ 270 000»); ejarima.uz","verify":"the act that set the amount"}'::jsonb, '{"uz":"Miqdorni belgilagan hujjat tasdiqlanmagan","ru":"Акт, установивший величину, не подтверждён","en":"Act not confirmed"}'::jsonb, '2026-11-28'::date),
  ('2022-06-01'::date, 30000000, '{"title":"xabardor.uz (21.05.2022); ejarima.uz (01.06.2022)","verify":"the act that set the amount"}'::jsonb, '{"uz":"Miqdorni belgilagan hujjat tasdiqlanmagan","ru":"Акт, установивший величину, не подтверждён","en":"Act not confirmed"}'::jsonb, '2026-11-28'::date),
  ('2023-05-01'::date, 33000000, '{"title":"kursiv.media (28.03.2023: «БРВ с 1 мая … с 300 до 330 тыс.»); bankvabiznes.uz","verify":"the act that set the amount"}'::jsonb, '{"uz":"Miqdorni belgilagan hujjat tasdiqlanmagan","ru":"Акт, установивший величину, не подтверждён","en":"Act not confirmed"}'::jsonb, '2026-11-28'::date),
  ('2023-12-01'::date, 34000000, '{"title":"norma.uz (20.11.2023); uznews.uz; buxgalter.uz (340 000 as of 2024-01-01)"}'::jsonb, '{"uz":"Oʻzbekiston Respublikasi Prezidentining 2023-yil 17-noyabrdagi PF-196-son Farmoni","ru":"Указ Президента Республики Узбекистан от 17.11.2023 № УП-196","en":"Presidential Decree UP-196 of 17 November 2023"}'::jsonb, '2026-11-28'::date),
  ('2024-10-01'::date, 37500000, '{"title":"anhor.uz; buxgalter.uz; the Ministry of Justice (centralasia-research)","verify":"the act that set the amount"}'::jsonb, '{"uz":"Miqdorni belgilagan hujjat tasdiqlanmagan","ru":"Акт, установивший величину, не подтверждён","en":"Act not confirmed"}'::jsonb, '2026-11-28'::date),
  ('2025-08-01'::date, 41200000, '{"title":"prg-online; one.uz","verify":"whether a later act changed it (none found after 2025-08-01)"}'::jsonb, '{"uz":"Oʻzbekiston Respublikasi Prezidentining 2025-yil 2-iyundagi PF-91-son Farmoni","ru":"Указ Президента Республики Узбекистан от 02.06.2025 № УП-91","en":"Presidential Decree UP-91 of 2 June 2025"}'::jsonb, '2026-11-28'::date);
    DELETE FROM base_calculation_amounts WHERE valid_from NOT IN (SELECT valid_from FROM bca_verified);
    INSERT INTO base_calculation_amounts (valid_from, amount, source, act, checked_on)
      SELECT valid_from, amount, source, act, checked_on FROM bca_verified
    ON CONFLICT (valid_from) DO UPDATE SET amount = EXCLUDED.amount, source = EXCLUDED.source, act = EXCLUDED.act, checked_on = EXCLUDED.checked_on;
    DROP TABLE bca_verified;
  END IF;

  UPDATE state_duty_exemptions e SET ground = v.ground, checked_on = v.checked_on
    FROM (VALUES
  ('alimony', '{"uz":"2020-yil 6-yanvardagi OʻRQ-600-son «Davlat boji toʻgʻrisida»gi Qonun, aliment undirish toʻgʻrisidagi daʼvolar","ru":"Закон «О государственной пошлине» от 06.01.2020 № ЗРУ-600, иски о взыскании алиментов","en":"the Law “On State Duty” No. ZRU-600 of 6 January 2020, claims for maintenance"}'::jsonb, '2026-11-28'::date),
  ('employee-labour', '{"uz":"2020-yil 6-yanvardagi OʻRQ-600-son «Davlat boji toʻgʻrisida»gi Qonun, xodimlarning mehnat munosabatlaridan kelib chiqadigan talablari","ru":"Закон «О государственной пошлине» от 06.01.2020 № ЗРУ-600, требования работников, вытекающие из трудовых отношений","en":"the Law “On State Duty” No. ZRU-600 of 6 January 2020, employees’ claims arising from employment"}'::jsonb, '2026-11-28'::date),
  ('consumer', '{"uz":"2020-yil 6-yanvardagi OʻRQ-600-son «Davlat boji toʻgʻrisida»gi Qonun, isteʼmolchilarning oʻz huquqlarini himoya qilish toʻgʻrisidagi daʼvolari","ru":"Закон «О государственной пошлине» от 06.01.2020 № ЗРУ-600, иски потребителей о защите их прав","en":"the Law “On State Duty” No. ZRU-600 of 6 January 2020, consumers’ claims to protect their rights"}'::jsonb, '2026-11-28'::date)
    ) AS v(slug, ground, checked_on)
   WHERE e.slug = v.slug;

  UPDATE state_duty_rules r SET unconfirmed = v.unconfirmed, checked_on = v.checked_on
    FROM (VALUES
  ('economic-property', NULL::jsonb, '2026-11-28'::date),
  ('economic-non-property', NULL::jsonb, '2026-11-28'::date),
  ('civil-property', '{"uz":"Bu stavka va eng kam miqdor 2020-yilgi Qonun ilovasining amaldagi matni bilan tasdiqlanmagan; kichik tadbirkorlik subyektlari uchun 50 foizlik imtiyoz fuqarolik sudida ham qoʻllanishi ham tasdiqlanmagan. Toʻlashdan oldin my.sud.uz kalkulyatorida tekshiring.","ru":"Ставка и нижний предел не сверены с действующим текстом приложения к Закону 2020 года; применяется ли скидка 50 % для субъектов малого предпринимательства и в суде по гражданским делам, тоже не подтверждено. Перед оплатой проверьте сумму в калькуляторе my.sud.uz.","en":"This rate and its floor have not been confirmed against the current annex of the 2020 Law, nor whether the 50% small-business reduction also applies in civil courts. Check the amount with the calculator at my.sud.uz before you pay."}'::jsonb, '2026-11-28'::date),
  ('civil-non-property', '{"uz":"Bu stavka 2020-yilgi Qonun ilovasining amaldagi matni bilan tasdiqlanmagan; kichik tadbirkorlik subyektlari uchun 50 foizlik imtiyoz fuqarolik sudida ham qoʻllanishi ham tasdiqlanmagan. Toʻlashdan oldin my.sud.uz kalkulyatorida tekshiring.","ru":"Ставка не сверена с действующим текстом приложения к Закону 2020 года; применяется ли скидка 50 % для субъектов малого предпринимательства и в суде по гражданским делам, тоже не подтверждено. Перед оплатой проверьте сумму в калькуляторе my.sud.uz.","en":"This rate has not been confirmed against the current annex of the 2020 Law, nor whether the 50% small-business reduction also applies in civil courts. Check the amount with the calculator at my.sud.uz before you pay."}'::jsonb, '2026-11-28'::date),
  ('civil-divorce', '{"uz":"Nikohni bekor qilish uchun 1 baravar stavka 2020-yilgi Qonun ilovasining amaldagi matni bilan tasdiqlanmagan (Qonungacha boʻlgan stavkalar 2 baravar eng kam ish haqini belgilagan). Toʻlashdan oldin my.sud.uz kalkulyatorida tekshiring.","ru":"Ставка 1 БРВ за расторжение брака не сверена с действующим текстом приложения к Закону 2020 года (ставки до Закона были 2 минимальные заработные платы). Перед оплатой проверьте сумму в калькуляторе my.sud.uz.","en":"The 1 BCA rate for a divorce has not been confirmed against the current annex of the 2020 Law (the rates before the Law were 2 minimum wages). Check the amount with the calculator at my.sud.uz before you pay."}'::jsonb, '2026-11-28'::date)
    ) AS v(slug, unconfirmed, checked_on)
   WHERE r.slug = v.slug;
END
$migration$;

-- Every amount names its act (or says it is not confirmed); every exemption its ground.
ALTER TABLE base_calculation_amounts ALTER COLUMN act SET NOT NULL;
ALTER TABLE state_duty_exemptions ALTER COLUMN ground SET NOT NULL;
