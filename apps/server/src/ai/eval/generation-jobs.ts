import type { JobInput } from '@hiring/shared/ai';

/**
 * Twelve job postings from twelve fields for the generation checks (generation-checks.ts).
 *
 * NOT PUBLIC DATA: these postings were written by this project's team for testing, modelled on
 * the shape of real postings (a company blurb, duties, requirements, an internal system name or
 * two). No public postings with a licence that allows keeping them here could be obtained, so
 * none of these claims to be one. Each names its company and its internal names, so the checks
 * can see whether the engine repeats them, and lists the key terms a hiring manager for the job
 * would expect its goals and questions to speak of (picked by hand before the engine ran on it).
 *
 * `family` groups related jobs; the shared-lines aim holds between jobs of different families.
 */
export interface GenerationJob {
  id: string;
  field: string;
  family: string;
  company: string;
  /** The employer's own names for its systems and teams: a question must not ask about them as if the candidate knew them. */
  internalNames: string[];
  keyTerms: string[];
  job: JobInput;
}

export const GENERATION_JOBS: GenerationJob[] = [
  {
    id: 'veterinary-technician',
    field: 'veterinary care',
    family: 'clinical',
    company: 'Maple Creek Animal Hospital',
    internalNames: [],
    keyTerms: ['anesthesia monitoring', 'IV catheters', 'restraint', 'radiographs', 'dental cleanings', 'client education'],
    job: {
      title: 'Veterinary Technician, Small Animal Hospital',
      experience_level: 'mid',
      job_description: `Maple Creek Animal Hospital is a four-doctor small animal practice caring for dogs and cats.

Responsibilities:
- Perform anesthesia monitoring during surgery and dental procedures, recording heart rate, blood pressure and SpO2.
- Place IV catheters and give fluids and medications as directed by the veterinarian.
- Provide safe, low-stress restraint for exams, blood draws and vaccinations.
- Take and develop radiographs with correct positioning and radiation safety.
- Perform dental cleanings and dental radiographs under veterinary supervision.
- Run in-house laboratory tests: CBC, chemistry panels, urinalysis and fecal exams.
- Give client education on discharge instructions, medications and home care.

Requirements:
- Credentialed veterinary technician (CVT, RVT or LVT) or two years of clinical experience.
- Fear Free certification is a plus.`,
    },
  },
  {
    id: 'payroll-specialist',
    field: 'payroll',
    family: 'finance',
    company: 'Northwind Logistics',
    internalNames: ['PayHub'],
    keyTerms: ['payroll processing', 'payroll taxes', 'reconciliation', 'garnishments', 'year-end', 'timekeeping'],
    job: {
      title: 'Payroll Specialist',
      experience_level: 'mid',
      job_description: `Northwind Logistics employs 1,800 people across 14 warehouses in five states.

What you'll do:
- Run biweekly payroll processing for hourly and salaried staff in ADP Workforce Now.
- Audit timekeeping data from Kronos before each run and resolve missing punches with supervisors.
- Calculate and file payroll taxes for federal, state and local jurisdictions.
- Process wage garnishments, child support orders and benefit deductions accurately.
- Prepare the payroll reconciliation to the general ledger every pay period.
- Own year-end W-2 preparation and quarterly 941 filings.
- Answer employee pay questions through PayHub, our internal help desk.

What you'll bring:
- 3+ years of multi-state payroll experience.
- Working knowledge of FLSA overtime rules.
- Advanced Excel: VLOOKUP and pivot tables.
- CPP certification preferred.`,
    },
  },
  {
    id: 'lab-scientist',
    field: 'clinical laboratory',
    family: 'laboratory',
    company: 'Riverside Regional Medical Center',
    internalNames: [],
    keyTerms: ['specimen processing', 'quality control', 'hematology', 'blood bank', 'chemistry analyzers', 'critical values'],
    job: {
      title: 'Medical Laboratory Scientist',
      experience_level: 'mid',
      job_description: `Riverside Regional Medical Center is a 320-bed teaching hospital with a 24-hour core laboratory.

Responsibilities:
- Perform testing in hematology, chemistry, coagulation, urinalysis and blood bank.
- Run daily quality control and calibration on chemistry analyzers and act on QC failures using Westgard rules.
- Perform blood bank testing: type and screen, antibody identification and crossmatches.
- Review specimen processing and reject specimens that are hemolyzed, clotted or mislabeled.
- Report critical values to nurses and physicians within 30 minutes and document the read-back.
- Troubleshoot instrument errors and perform preventive maintenance.
- Take part in proficiency testing and CAP inspection readiness.

Requirements:
- Bachelor's degree in medical laboratory science.
- ASCP MLS certification.
- Able to work a rotating evening shift.`,
    },
  },
  {
    id: 'social-worker',
    field: 'social work',
    family: 'social care',
    company: 'Harbor County Family Services',
    internalNames: ['CaseBridge'],
    keyTerms: [
      'psychosocial assessments',
      'safety planning',
      'case management',
      'community resources',
      'crisis intervention',
      'documentation',
    ],
    job: {
      title: 'Licensed Clinical Social Worker',
      experience_level: 'mid',
      job_description: `Harbor County Family Services supports families facing housing loss, domestic violence and mental illness.

Responsibilities:
- Complete psychosocial assessments for new clients and write individual service plans.
- Provide crisis intervention and safety planning for clients at risk of harm.
- Carry a caseload of 25 families and coordinate case management with schools, courts and health providers.
- Connect clients to community resources for housing, food and benefits.
- Keep timely documentation of every contact in CaseBridge.
- Make mandated reports of suspected abuse or neglect.
- Take part in weekly clinical supervision and case review.

Requirements:
- Master of Social Work and an LCSW licence.
- Experience with trauma-informed care and motivational interviewing.
- A valid driver's licence for home visits.`,
    },
  },
  {
    id: 'backend-engineer-scheduling',
    field: 'software',
    family: 'software',
    company: 'ShiftWise',
    internalNames: ['ShiftWise', 'RotaEngine'],
    keyTerms: ['Go', 'PostgreSQL', 'Kafka', 'APIs', 'on-call', 'scheduling'],
    job: {
      title: 'Backend Engineer – Clinical Scheduling',
      experience_level: 'senior',
      job_description: `ShiftWise builds staff scheduling software used by 300 hospitals.

What you'll do:
- Own the backend of ShiftWise: the Go services that turn messy staffing rules into valid rosters.
- Design PostgreSQL schemas for scheduling data and keep queries fast as hospitals grow.
- Build and maintain APIs used by our web app and by hospital HR systems.
- Stream roster changes through Kafka to RotaEngine, our rules engine.
- Take part in the on-call rotation and lead incident reviews.
- Mentor two mid-level engineers and work closely with product managers.

What you'll bring:
- 5+ years building backend services in Go or a similar language.
- Deep PostgreSQL experience: indexing, query plans, migrations.
- Experience with Kafka or another event streaming platform.
- Experience with distributed systems.`,
      required_skills: ['Go', 'PostgreSQL', 'Kafka'],
    },
  },
  {
    id: 'night-charge-nurse',
    field: 'nursing',
    family: 'clinical',
    company: 'St. Brendan Hospital',
    internalNames: [],
    keyTerms: ['patient assignments', 'rapid response', 'medication safety', 'staffing', 'handoff', 'escalation'],
    job: {
      title: 'Night Charge Nurse, Medical-Surgical Unit',
      experience_level: 'senior',
      job_description: `St. Brendan Hospital's 36-bed medical-surgical unit is looking for a night charge nurse.

Responsibilities:
- Make patient assignments for six to eight nurses based on acuity.
- Lead the unit's response to rapid response and code blue calls until the team arrives.
- Handle staffing changes, sick calls and admissions with the house supervisor.
- Support medication safety: double checks for high-alert medications and barcode scanning.
- Run a structured handoff with the day charge nurse using SBAR.
- Act as the escalation point for patient and family concerns overnight.
- Precept new graduate nurses.

Requirements:
- Active RN licence and BLS and ACLS certification.
- Three years of med-surg experience, including charge nurse or preceptor experience.`,
    },
  },
  {
    id: 'warehouse-shift-supervisor',
    field: 'warehousing',
    family: 'operations',
    company: 'Cobalt Fulfillment',
    internalNames: ['FlowBoard'],
    keyTerms: ['forklift', 'pick rates', 'inventory accuracy', 'safety', 'shift scheduling', 'WMS'],
    job: {
      title: 'Warehouse Shift Supervisor',
      experience_level: 'lead',
      job_description: `Cobalt Fulfillment ships online orders for 60 retail brands from a 400,000 sq ft building.

Responsibilities:
- Supervise a shift of 40 associates across receiving, picking, packing and shipping.
- Plan shift scheduling and labour to hit daily pick rates and carrier cut-off times.
- Keep inventory accuracy above 99.5% through cycle counts in our WMS.
- Enforce forklift and powered industrial truck safety, including daily equipment checks.
- Lead a safety huddle at the start of each shift and investigate near misses.
- Track productivity on FlowBoard and coach associates who fall below standard.

Requirements:
- Two years leading a warehouse team.
- Forklift certification.
- Experience with a WMS such as Manhattan or SAP EWM.`,
    },
  },
  {
    id: 'dental-hygienist',
    field: 'dental care',
    family: 'clinical',
    company: 'Bright Smile Dental Group',
    internalNames: [],
    keyTerms: [
      'scaling and root planing',
      'periodontal charting',
      'dental radiographs',
      'oral hygiene instruction',
      'infection control',
      'fluoride',
    ],
    job: {
      title: 'Dental Hygienist',
      experience_level: 'mid',
      job_description: `Bright Smile Dental Group is a family dental practice with three locations.

Responsibilities:
- Perform prophylaxis and scaling and root planing for adult and child patients.
- Complete periodontal charting and record findings in Dentrix.
- Take dental radiographs, including bitewings and full-mouth series.
- Give oral hygiene instruction tailored to each patient.
- Apply fluoride varnish and sealants.
- Follow infection control and sterilization protocols in every operatory.
- Provide patient education on the link between gum disease and overall health.

Requirements:
- Registered Dental Hygienist licence.
- Local anesthesia permit preferred.
- CPR certification.`,
    },
  },
  {
    id: 'paralegal',
    field: 'legal',
    family: 'legal',
    company: 'Whitfield & Ames LLP',
    internalNames: [],
    keyTerms: ['discovery', 'legal research', 'court filings', 'deposition', 'document review', 'deadlines'],
    job: {
      title: 'Litigation Paralegal',
      experience_level: 'mid',
      job_description: `Whitfield & Ames LLP is a 40-lawyer firm focused on commercial litigation.

Responsibilities:
- Manage discovery: draft requests, organize productions and track responses.
- Conduct legal research on Westlaw and summarize case law for attorneys.
- Prepare and file court filings through state and federal e-filing systems.
- Prepare exhibits and witness binders for each deposition and trial.
- Run document review in Relativity and apply privilege coding.
- Keep the litigation calendar and track court deadlines.

Requirements:
- Paralegal certificate or bachelor's degree.
- Three years of litigation experience.
- Strong writing and attention to detail.`,
    },
  },
  {
    id: 'hvac-technician',
    field: 'building services',
    family: 'trades',
    company: 'Summit Air Services',
    internalNames: [],
    keyTerms: ['diagnose', 'refrigerant', 'preventive maintenance', 'electrical controls', 'installation', 'customers'],
    job: {
      title: 'HVAC Service Technician',
      experience_level: 'mid',
      job_description: `Summit Air Services installs and services heating and cooling systems for homes and light commercial buildings.

Responsibilities:
- Diagnose and repair furnaces, heat pumps, rooftop units and split systems.
- Recover, charge and record refrigerant in line with EPA Section 608 rules.
- Perform preventive maintenance visits and write up findings for customers.
- Troubleshoot electrical controls, thermostats and wiring.
- Assist with installation of new equipment and ductwork.
- Explain repair options and costs clearly to customers.

Requirements:
- EPA 608 Universal certification.
- Three years of residential HVAC service experience.
- Valid driver's licence and a clean driving record.`,
    },
  },
  {
    id: 'grant-writer',
    field: 'nonprofit fundraising',
    family: 'fundraising',
    company: 'Open Doors Literacy Project',
    internalNames: ['Bloomerang'],
    keyTerms: ['grant proposals', 'foundation', 'budgets', 'reporting', 'deadlines', 'program outcomes'],
    job: {
      title: 'Grant Writer',
      experience_level: 'mid',
      job_description: `Open Doors Literacy Project teaches adults to read in twelve community centres.

Responsibilities:
- Research foundation and government funding opportunities that fit our programs.
- Write grant proposals, letters of inquiry and case statements.
- Build project budgets with the finance director.
- Track grant deadlines and reporting requirements in Bloomerang.
- Write interim and final reporting on program outcomes for funders.
- Work with program staff to gather data and participant stories.

Requirements:
- Two years of grant writing with a record of funded proposals.
- Excellent writing and editing.
- Experience with federal grants is a plus.`,
    },
  },
  {
    id: 'customer-success-manager',
    field: 'customer success',
    family: 'sales',
    company: 'Tallyworks',
    internalNames: ['Tallyworks'],
    keyTerms: ['onboarding', 'renewals', 'churn', 'QBRs', 'adoption', 'Salesforce'],
    job: {
      title: 'Customer Success Manager',
      experience_level: 'mid',
      job_description: `Tallyworks sells inventory software to mid-sized manufacturers.

Responsibilities:
- Own a book of 60 accounts from onboarding through renewals.
- Run onboarding plans that get new customers live within 45 days.
- Track product adoption and health scores and act before churn risks grow.
- Lead QBRs with customer leadership to review goals and results.
- Find expansion opportunities and hand them to account executives.
- Keep account notes and renewal forecasts current in Salesforce.

Requirements:
- Three years in customer success or account management for B2B software.
- Experience running renewals and reducing churn.
- Comfortable presenting to executives.`,
    },
  },
];
