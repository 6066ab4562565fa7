/**
 * Writes regions, practice areas, law firms, specialists and services. Their ratings are not
 * written here: they come from the seeded reviews (write-reviews.ts, migration 0013's triggers).
 */
import type { Queryable } from '../adapter';
import type { SeedContent } from './content/types';
import { insertRows } from './batch-insert';
import { IdMap } from './id-map';
import { firstOfMonth, json, tashkentMidnight } from './values';

export interface CatalogueIds {
  regions: IdMap;
  groups: IdMap;
  specializations: IdMap;
  lawFirms: IdMap;
  specialists: IdMap;
  services: IdMap;
}

interface KeyedRow {
  id: number;
  key: string;
}

const bySlug = { upsertOn: ['slug'], returning: ['id', 'slug AS key'] } as const;

export async function writeCatalogue(tx: Queryable, content: SeedContent): Promise<CatalogueIds> {
  const regions = IdMap.from(
    'region',
    await insertRows<KeyedRow>(tx, {
      table: 'regions',
      columns: ['slug', 'name', 'center', 'sort_order'],
      rows: content.regions.map((r) => [r.id, json(r.name), json(r.center), r.order]),
      ...bySlug,
    }),
  );
  const groups = IdMap.from(
    'specialization group',
    await insertRows<KeyedRow>(tx, {
      table: 'specialization_groups',
      columns: ['slug', 'name', 'description', 'icon', 'sort_order'],
      rows: content.parentSpecializations.map((g) => [g.id, json(g.name), json(g.description), g.icon, g.order]),
      ...bySlug,
    }),
  );
  const specializations = IdMap.from(
    'specialization',
    await insertRows<KeyedRow>(tx, {
      table: 'specializations',
      columns: ['slug', 'group_id', 'name', 'sort_order'],
      rows: content.specializations.map((s) => [s.id, groups.get(s.parentId, `specialization ${s.id}`), json(s.name), s.order]),
      ...bySlug,
    }),
  );
  const lawFirms = await writeLawFirms(tx, content, regions, specializations);
  const specialists = await writeSpecialists(tx, content, { regions, specializations, lawFirms });
  const services = await writeServices(tx, content, { groups, specializations, lawFirms, specialists });
  return { regions, groups, specializations, lawFirms, specialists, services };
}

async function writeLawFirms(tx: Queryable, content: SeedContent, regions: IdMap, specializations: IdMap): Promise<IdMap> {
  const lawFirms = IdMap.from(
    'law firm',
    await insertRows<KeyedRow>(tx, {
      table: 'law_firms',
      columns: ['slug', 'name', 'description', 'region_id', 'city', 'address', 'phone', 'email', 'website', 'founded_year', 'verified', 'logo_hue'],
      rows: content.lawFirms.map((f) => [
        f.id,
        json(f.name),
        json(f.description),
        regions.get(f.regionId, `law firm ${f.id}`),
        json(f.city),
        json(f.address),
        f.phone,
        f.email,
        f.website,
        f.foundedYear,
        f.verified,
        f.logoHue,
      ]),
      ...bySlug,
    }),
  );
  await replaceChildren(
    tx,
    'law_firm_specializations',
    'law_firm_id',
    content.lawFirms.map((f) => lawFirms.get(f.id, 'law firm')),
    {
      columns: ['law_firm_id', 'specialization_id', 'position'],
      rows: content.lawFirms.flatMap((f) =>
        f.specializationIds.map((s, position) => [lawFirms.get(f.id, 'law firm'), specializations.get(s, `law firm ${f.id}`), position]),
      ),
    },
  );
  return lawFirms;
}

async function writeSpecialists(tx: Queryable, content: SeedContent, ids: { regions: IdMap; specializations: IdMap; lawFirms: IdMap }): Promise<IdMap> {
  const specialists = IdMap.from(
    'specialist',
    await insertRows<KeyedRow>(tx, {
      table: 'specialists',
      columns: [
        'nickname',
        'first_name',
        'last_name',
        'patronymic',
        'gender',
        'profession',
        'bio',
        'avatar_hue',
        'phone',
        'languages',
        'verified',
        'law_firm_id',
        'region_id',
        'member_since',
      ],
      rows: content.specialists.map((s) => {
        const referrer = `specialist ${s.nickname}`;
        return [
          s.nickname,
          json(s.firstName),
          json(s.lastName),
          s.patronymic ? json(s.patronymic) : null,
          s.gender,
          s.profession,
          json(s.bio),
          s.avatarHue,
          s.phone,
          s.languages,
          s.verified,
          ids.lawFirms.optional(s.lawFirmId, referrer),
          ids.regions.get(s.regionId, referrer),
          s.memberSince,
        ];
      }),
      upsertOn: ['nickname'],
      returning: ['id', 'nickname AS key'],
    }),
  );
  const idOf = (nickname: string) => specialists.get(nickname, 'specialist');
  const owners = content.specialists.map((s) => idOf(s.nickname));
  await replaceChildren(tx, 'specialist_specializations', 'specialist_id', owners, {
    columns: ['specialist_id', 'specialization_id', 'position'],
    rows: content.specialists.flatMap((s) =>
      s.specializationIds.map((spec, position) => [idOf(s.nickname), ids.specializations.get(spec, `specialist ${s.nickname}`), position]),
    ),
  });
  await replaceChildren(tx, 'specialist_social_links', 'specialist_id', owners, {
    columns: ['specialist_id', 'position', 'network', 'value'],
    rows: content.specialists.flatMap((s) => s.socialLinks.map((link, position) => [idOf(s.nickname), position, link.network, link.value])),
  });
  await replaceChildren(tx, 'specialist_experience', 'specialist_id', owners, {
    columns: ['specialist_id', 'organization', 'position', 'started_on', 'ended_on'],
    rows: content.specialists.flatMap((s) =>
      s.experience.map((e) => [idOf(s.nickname), json(e.organization), json(e.position), firstOfMonth(e.from), e.to === null ? null : firstOfMonth(e.to)]),
    ),
  });
  return specialists;
}

async function writeServices(
  tx: Queryable,
  content: SeedContent,
  ids: { groups: IdMap; specializations: IdMap; lawFirms: IdMap; specialists: IdMap },
): Promise<IdMap> {
  const services = IdMap.from(
    'service',
    await insertRows<KeyedRow>(tx, {
      table: 'services',
      columns: [
        'slug',
        'group_id',
        'title',
        'description',
        'deliverables',
        'price',
        'price_kind',
        'duration_value',
        'duration_unit',
        'format',
        'specialist_id',
        'law_firm_id',
        'popularity',
        'created_at',
        'countable',
      ],
      rows: content.services.map((s) => {
        const referrer = `service ${s.id}`;
        const provider = s.provider;
        return [
          s.id,
          ids.groups.get(s.parentSpecializationId, referrer),
          json(s.title),
          json(s.description),
          json(s.deliverables),
          s.price,
          s.priceKind,
          s.duration.value,
          s.duration.unit,
          s.format,
          provider.kind === 'specialist' ? ids.specialists.get(provider.nickname, referrer) : null,
          provider.kind === 'lawfirm' ? ids.lawFirms.get(provider.lawFirmId, referrer) : null,
          s.popularity,
          tashkentMidnight(s.createdAt),
          s.countable === true,
        ];
      }),
      ...bySlug,
    }),
  );
  await replaceChildren(
    tx,
    'service_specializations',
    'service_id',
    content.services.map((s) => services.get(s.id, 'service')),
    {
      columns: ['service_id', 'specialization_id'],
      rows: content.services.flatMap((s) =>
        s.specializationIds.map((spec) => [services.get(s.id, 'service'), ids.specializations.get(spec, `service ${s.id}`)]),
      ),
    },
  );
  return services;
}

/** Child rows follow the content exactly: those of the owners just written are replaced. */
async function replaceChildren(
  tx: Queryable,
  table: string,
  ownerColumn: string,
  ownerIds: number[],
  spec: { columns: readonly string[]; rows: unknown[][] },
): Promise<void> {
  await tx.query(`DELETE FROM ${table} WHERE ${ownerColumn} = ANY($1::bigint[])`, [ownerIds]);
  await insertRows(tx, { table, ...spec });
}
