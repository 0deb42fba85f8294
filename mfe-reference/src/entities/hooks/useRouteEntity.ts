import { use } from 'react';
import { useParams } from 'react-router-dom';
import { isReferenceResource, loadEntity, loadedEntity } from '@portal/contracts/reference/catalogue';
import type { ReferenceEntity } from '@portal/contracts/reference/declaration';
import { entityPages, type EntityPage } from '../entityPages';

/**
 * The entity of the address's `:resource` when it offers the page (entityPages), else undefined
 * (the page then says "not found"). Only the opened entity's declaration is made; App starts it
 * as the remote loads, so the first render usually finds it made.
 */
export function useRouteEntity(page: EntityPage): ReferenceEntity | undefined {
  const resource = useParams().resource ?? '';
  if (!isReferenceResource(resource)) return undefined;
  const entity = loadedEntity(resource) ?? use(loadEntity(resource));
  return entityPages(entity).some((p) => p.page === page) ? entity : undefined;
}

/** The record the address names (`:record`, the spec's `:customers`, `:customer/edit`, …). */
export const useRecordParam = (): string => useParams().record ?? '';
