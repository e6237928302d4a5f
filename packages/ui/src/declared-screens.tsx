// The declared pages as route screens (components without props), for `declaredScreens`.
import type { ComponentType, Key } from 'react';
import { DeclaredDetailPage, type DeclaredDetailPageProps } from './declared-detail-page';
import { DeclaredListPage, type DeclaredListPageProps } from './declared-list-page';

/** The list page of `resource` with these props, as a route's screen. */
export function declaredListScreen<T extends { id: Key }>(resource: DeclaredListPageProps<T>['resource'], props: Omit<DeclaredListPageProps<T>, 'resource'>): ComponentType {
  return function DeclaredListScreen() {
    return <DeclaredListPage<T> resource={resource} {...props} />;
  };
}

/** The record page of `resource` with these props, as a route's screen. */
export function declaredDetailScreen<T extends { id: Key }>(resource: DeclaredDetailPageProps<T>['resource'], props: Omit<DeclaredDetailPageProps<T>, 'resource'>): ComponentType {
  return function DeclaredDetailScreen() {
    return <DeclaredDetailPage<T> resource={resource} {...props} />;
  };
}
