/**
 * The words a relevant answer uses, per competency (technical skill groups and the interpersonal,
 * personal and business competencies). The scorer stems them and counts how many an answer uses to
 * judge whether it is about the goal at all. Only subject words belong here: generic work words
 * (team, result, improve, change...) say nothing about the subject and are left out on purpose.
 * Kept apart from `keywords` (which classify goals) so widening it never changes generated questions.
 */
export const TERMS: Record<string, string> = {
  // --- technical skill groups ---
  languages:
    'code codebase function class module library package type types compiler runtime refactor refactoring bug memory leak profiler profiling ' +
    'heap garbage async await thread concurrency generics interface lint linter test tests unit review pull request',
  frontend:
    'component components react render rendering state props hooks browser dom css layout bundle accessibility responsive page ' +
    'frontend front-end client-side hydration lighthouse paint interaction form forms design system storybook',
  backend:
    'api apis endpoint endpoints service services microservice microservices request requests response latency throughput timeout timeouts ' +
    'retry retries idempotency idempotent queue queues kafka rabbitmq webhook webhooks cache caching rest graphql grpc backend server servers ' +
    'outage incident rollback deploy deployment load traffic error errors 500 502 503 rate limit pool connection connections event loop ' +
    'worker workers memory cpu logs logging tracing metrics alert alerts on-call postmortem database payload contract versioning',
  databases:
    'database databases performance index indexes indexing indices explain analyze query queries planner scan sequential schema schemas migration ' +
    'migrations table tables column columns row rows join joins sql transaction transactions lock locks locking deadlock vacuum partition ' +
    'partitioning replica replication shard sharding normalise normalize normalised denormalise denormalized constraint constraints foreign key ' +
    'primary backfill jsonb latency p95 p99 slow cache model modelling modeling entity entities relation relational orm pagination keyset',
  cloud_devops:
    'deploy deployment deployments pipeline pipelines cluster clusters pod pods container containers image images helm terraform infrastructure ' +
    'rollout rollback canary monitoring alert alerts alerting autoscaling node nodes network load balancer secrets iam ci cd build builds ' +
    'staging production outage incident uptime observability grafana prometheus logs cost region availability manifest config',
  testing:
    'test tests testing unit integration end-to-end e2e regression flaky coverage automation automated assertion mock mocks fixture fixtures ' +
    'bug bugs defect defects release quality suite playwright cypress selenium pipeline',
  mobile:
    'app apps ios android store release crash crashes device devices screen screens offline battery push notification notifications ' +
    'build builds performance startup native',
  security:
    'security vulnerability vulnerabilities threat threats attack attacker breach incident patch patched encryption encrypted auth authentication ' +
    'authorization access permission permissions audit compliance secret secrets token tokens phishing firewall risk exploit cve penetration',
  data_engineering:
    'pipeline pipelines etl elt warehouse lake batch streaming stream ingestion schema table tables job jobs airflow dbt spark partition ' +
    'data quality backfill latency freshness source sources lineage transform transformation',
  analytics:
    'data dashboard dashboards metric metrics analysis analyse analyze query queries sql report reports insight insights trend trends ' +
    'segment cohort experiment experiments test significance forecast model regression stakeholders decision',
  machine_learning:
    'model models training train trained dataset datasets feature features accuracy precision recall evaluation evaluate inference ' +
    'overfitting validation label labels labelling prediction predictions drift deploy deployment experiment baseline',
  design_tools:
    'design designs mockup mockups prototype prototypes figma sketch component components layout typography colour color grid ' +
    'wireframe wireframes handoff developers visual brand',
  ux:
    'user users research interview interviews usability test testing prototype persona personas journey flow flows wireframe insight ' +
    'insights survey participants findings design accessibility',
  product:
    'product roadmap feature features customer customers user users discovery prioritise prioritize prioritisation backlog metric ' +
    'metrics launch launched experiment adoption retention churn requirement requirements release trade-off',
  project:
    'project projects scope schedule timeline milestone milestones deadline risk risks dependency dependencies plan status stakeholders ' +
    'budget resources delivery delay delayed critical path gantt sprint',
  sales:
    'deal deals pipeline quota prospect prospects prospecting lead leads call calls demo discovery close closed closing buyer buyers ' +
    'contract negotiation objection objections forecast account accounts crm salesforce revenue opportunity opportunities renewal',
  marketing:
    'campaign campaigns audience audiences brand channel channels conversion conversions funnel content seo ads advertising budget ' +
    'leads engagement launch messaging segment email social ctr roi traffic',
  support:
    'customer customers ticket tickets issue escalation escalate escalated zendesk troubleshoot troubleshooting resolution resolve resolved ' +
    'reply replied call chat angry frustrated apologise apologised apologize sorry csat satisfaction refund knowledge base sla polite',
  finance:
    'account accounts accounting ledger reconciliation reconcile invoice invoices payment payments budget forecast variance audit ' +
    'close month-end journal entries revenue expense expenses cash balance report reports tax compliance excel model',
  clinical:
    'patient patients nurse nursing doctor physician clinical assessment vital vitals signs blood pressure heart rate oxygen medication ' +
    'medications dose symptoms sepsis escalate escalated rapid response ward icu care treatment chart charting documented safety protocol',
  health_admin:
    'patient patients appointment appointments records record insurance billing claims referral referrals clinic scheduling privacy consent ' +
    'identity documentation front desk',
  teaching:
    'student students class classroom lesson lessons teach taught teaching learning learner learners curriculum assessment grade grades ' +
    'behaviour behavior parent parents pupil pupils homework quiz differentiated instruction school',
  logistics:
    'warehouse inventory stock order orders shipment shipments delivery deliveries pick picking packing dispatch carrier carriers route ' +
    'routes fulfillment fulfilment supply chain pallet pallets aisle wms scanner shift forklift accuracy returns',
  hospitality:
    'guest guests hotel restaurant kitchen service table tables booking bookings reservation room rooms front desk menu order orders ' +
    'chef shift staff complaint complaints food',
  trades_electrical:
    'electrical wiring wire circuit circuits breaker panel voltage fault faults install installation safety code inspection isolate ' +
    'meter tester job site equipment',
  trades_mechanical:
    'repair repairs maintenance machine machines engine equipment part parts fault faults diagnose diagnosis hydraulic pump valve ' +
    'inspection safety tool tools service',
  hr:
    'employee employees hiring recruitment candidate candidates onboarding policy policies payroll benefits grievance investigation ' +
    'performance review employment law complaint manager managers',
  people_leadership:
    'team reports report direct hire hired hiring performance feedback coach coaching goals one-to-one morale delegate delegated ' +
    'manager leader leadership develop development',
  office: 'calendar schedule scheduling meeting meetings documents filing email emails spreadsheet travel booking records office supplies',
  // --- interpersonal, personal and business competencies ---
  problem_solving:
    'problem root cause cause confirm confirmed measure measured diagnose diagnosed investigate investigated hypothesis evidence debug debugged analyse analysed analyze ' +
    'analyzed troubleshoot broke breakdown narrowed test tested reproduce reproduced',
  communication:
    'explain explained communicate communicated message misunderstanding misunderstood clarify clarified listen listened told wrote ' +
    'email update updates written presentation audience summary',
  collaboration:
    'collaborate collaborated together colleague colleagues peers partner partnered shared share pair paired cross-functional handoff',
  conflict: 'conflict disagree disagreed disagreement tension argument resolve resolved compromise mediate perspective viewpoint',
  stakeholder:
    'stakeholder stakeholders influence persuade persuaded convince convinced align aligned buy-in negotiate negotiated expectations',
  empathy:
    'empathy listen listened understand understood feelings upset frustrated angry calm reassure reassured apologise apologised patient',
  mentoring: 'mentor mentored coach coached feedback guide guided junior juniors teach taught grow growth develop developed support',
  ownership:
    'ownership owned own responsibility responsible accountable mistake admitted follow-through followed initiative nobody asked volunteered',
  adaptability: 'adapt adapted changed priorities unexpected new learn learned pivot flexible uncertainty',
  resilience: 'pressure stress stressful setback setbacks calm recovered persevered difficult tough',
  detail: 'detail details accuracy accurate error errors check checked checklist double-check review reviewed mistake precise',
  time_management: 'prioritise prioritize prioritised priorities deadline deadlines schedule plan planned organised organized juggle tasks',
  integrity: 'honest honesty ethical ethics confidential confidentiality trust policy report reported rules compliance privacy',
  customer_focus:
    'customer customers client clients user users guest guests patient patients student students needs feedback satisfaction experience',
  results: 'target targets goal goals measured metric metrics outcome outcomes achieved delivered numbers',
  commercial: 'cost costs budget revenue profit margin pricing price value roi savings saved business commercial',
  process_improvement: 'process processes workflow efficiency efficient automate automated streamline bottleneck waste steps measured',
  strategy: 'strategy strategic vision roadmap long-term market competitors growth direction plan',
  decision: 'decision decide decided trade-off options option weighed risk risks data judgement judgment alternatives',
};

/** Subject words for a competency id ('' when the knowledge base has none). */
export function answerTerms(competencyId: string): string {
  return TERMS[competencyId.replace(/^\?/, '')] ?? '';
}
