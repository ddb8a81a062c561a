import { call, type NoInput } from './declare';
import { defineEndpoint } from '../client';
import {
  ConfigPreviewResponse,
  FaqResponse,
  MarketingActivityResponse,
  TaroInfoResponse,
  VcpConfig,
  VcpCustomization,
  type FaqRequest,
  type MarketingActivityRequest,
  type VcpRequest,
} from '../schemas/marketing';

/** Marketing calls and static config files (personal-cabinet §7 Marketing). */
export const marketing = {
  /** Static `configs/vcp_{id}` with a cache-buster. */
  vcp: defineEndpoint<VcpRequest, VcpConfig>({
    name: 'configs/vcp_{id}',
    method: 'GET',
    path: ({ vcpId }) => `configs/vcp_${vcpId}.json`,
    absolute: true,
    query: ({ cacheBuster }) => ({ _: cacheBuster }),
    response: VcpConfig,
  }),
  /** Static `configs/vcp_{id}_cmz_{n}` with a cache-buster. */
  vcpCustomization: defineEndpoint<VcpRequest, VcpCustomization>({
    name: 'configs/vcp_{id}_cmz_{n}',
    method: 'GET',
    path: ({ vcpId, cmz }) => `configs/vcp_${vcpId}_cmz_${cmz ?? 0}.json`,
    absolute: true,
    query: ({ cacheBuster }) => ({ _: cacheBuster }),
    response: VcpCustomization,
  }),
  configPreview: defineEndpoint<{ id: number }, ConfigPreviewResponse>({
    name: 'marketing/config-preview/{id}',
    method: 'GET',
    path: ({ id }) => `marketing/config-preview/${id}`,
    query: () => ({}),
    response: ConfigPreviewResponse,
  }),
  activity: defineEndpoint<MarketingActivityRequest, MarketingActivityResponse>({
    name: 'marketing-activity/{name}',
    method: 'GET',
    path: ({ name, authorized }) => `marketing-activity/${encodeURIComponent(name)}${authorized ? '' : '-no-auth'}`,
    query: ({ cityId, isSmartphone, kind }) => ({ cityId, isSmartphone, kind }),
    response: MarketingActivityResponse,
  }),
  taro: call<NoInput, TaroInfoResponse>('GET marketing-activity/bf-taro/info', TaroInfoResponse),
  faq: defineEndpoint<FaqRequest, FaqResponse>({
    name: 'faq/{category}',
    method: 'GET',
    path: ({ category }) => `faq/${encodeURIComponent(category)}`,
    query: ({ brandId_H, cityId }) => ({ brandId_H, cityId }),
    response: FaqResponse,
  }),
} as const;
