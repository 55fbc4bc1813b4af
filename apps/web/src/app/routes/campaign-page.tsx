/** /{merchantType}/{merchantSlug}/campaign/{campaignId}: a campaign's page (issue 15). PLACEHOLDER: part W3 builds it. */
export function CampaignPage() {
  return <main className="p-6">Coming soon</main>;
}
