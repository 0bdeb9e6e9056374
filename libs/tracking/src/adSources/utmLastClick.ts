import { campaignOf, readCampaign, type Campaign } from '../campaign/campaign';
import type { AdSource } from './adSource';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * The UTM last-click source (spec's provider 2): new when the landing URL has `utm_source`, saved
 * while the kept campaign data has one; on the order page it records the order's last-click source
 * as a `campaign_attribution` data-layer event, which the analytics tag sends only as consent allows.
 */
export function utmLastClickSource(target: () => DataLayerWindow = () => window): AdSource<Campaign> {
  const withSource = (campaign: Campaign | null) => (campaign?.['utm_source'] ? campaign : null);
  return {
    name: 'utm',
    getAdData: (search) => withSource(campaignOf(search)),
    testAsNew: (search) => withSource(campaignOf(search)) !== null,
    testAsSaved: () => withSource(readCampaign()) !== null,
    async run({ order }) {
      const campaign = withSource(readCampaign());
      if (!campaign) return false;
      const layer = target();
      layer.dataLayer ??= [];
      layer.dataLayer.push({ event: 'campaign_attribution', order_number: order.number, campaign });
      return true;
    },
  };
}
