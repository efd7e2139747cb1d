/**
 * The demo workspace's invented accounts. The demo rep sells Ledgerly, accounts-payable automation;
 * every name and company here is made up for Rapport, except the well-known competitors buyers mention.
 */
export const DEMO_REP = { firstName: "Alex", lastName: "Morgan", company: "Ledgerly", jobTitle: "Account Executive" };
export const REP_NAME = `${DEMO_REP.firstName} ${DEMO_REP.lastName}`;

export interface Prospect {
  company: string;
  industry: string;
  buyer: string;
  buyerRole: string;
  /** Who signs: name and title, and the amount above which they must. */
  signer: string;
  signerRole: string;
  approvalLimit: string;
  invoicesPerMonth: string;
  hoursPerWeek: string;
  /** A cost the buyer can put a number on. */
  leak: string;
  leakAmount: string;
  tool: string;
  competitor: string;
  deadline: string;
  smallTalk: [string, string];
}

export const PROSPECTS: readonly Prospect[] = [
  {
    company: "Harlow Home",
    industry: "furniture distribution",
    buyer: "Rachel Torres",
    buyerRole: "Director of Finance Operations",
    signer: "Greg Lindqvist",
    signerRole: "CFO",
    approvalLimit: "a hundred thousand dollars",
    invoicesPerMonth: "about six thousand",
    hoursPerWeek: "thirty hours a week",
    leak: "duplicate and overbilled invoices",
    leakAmount: "around three hundred and forty thousand dollars last year",
    tool: "NetSuite",
    competitor: "Bill.com",
    deadline: "before our fiscal year starts in February",
    smallTalk: ["How's peak season treating you?", "Honestly, we're living on cold coffee until Christmas."],
  },
  {
    company: "Brightwater Clinics",
    industry: "outpatient healthcare",
    buyer: "Samuel Okoye",
    buyerRole: "Controller",
    signer: "Maria Delgado",
    signerRole: "VP of Finance",
    approvalLimit: "fifty thousand dollars",
    invoicesPerMonth: "roughly four thousand",
    hoursPerWeek: "twenty-two hours a week",
    leak: "late-payment fees from suppliers",
    leakAmount: "about ninety thousand dollars this year",
    tool: "Sage Intacct",
    competitor: "Tipalti",
    deadline: "before the audit in March",
    smallTalk: ["Did the new clinic in Dayton open on time?", "It did, two days late, which for us is on time."],
  },
  {
    company: "Corvid Logistics",
    industry: "third-party logistics",
    buyer: "Priya Nair",
    buyerRole: "AP Manager",
    signer: "Tom Hale",
    signerRole: "CFO",
    approvalLimit: "seventy-five thousand dollars",
    invoicesPerMonth: "close to nine thousand",
    hoursPerWeek: "forty hours a week",
    leak: "missed early-payment discounts",
    leakAmount: "roughly two hundred thousand dollars a year",
    tool: "Microsoft Dynamics",
    competitor: "Coupa",
    deadline: "by the end of the second quarter",
    smallTalk: ["Are you still fully remote over there?", "Three days in the office now, which my commute hates."],
  },
  {
    company: "Fernhill Foods",
    industry: "specialty food manufacturing",
    buyer: "Daniel Brooks",
    buyerRole: "Finance Manager",
    signer: "Elena Petrova",
    signerRole: "COO",
    approvalLimit: "sixty thousand dollars",
    invoicesPerMonth: "about two thousand five hundred",
    hoursPerWeek: "eighteen hours a week",
    leak: "paying invoices for goods we never received",
    leakAmount: "about sixty thousand dollars in write-offs last year",
    tool: "QuickBooks Enterprise",
    competitor: "Bill.com",
    deadline: "before harvest season ramps up in the summer",
    smallTalk: ["I saw your new granola line in my grocery store.", "Ha, then you're one of about twelve people so far."],
  },
  {
    company: "Quarry Peak Construction",
    industry: "commercial construction",
    buyer: "Megan Walsh",
    buyerRole: "Accounting Manager",
    signer: "Rob Castillo",
    signerRole: "CFO",
    approvalLimit: "a hundred and fifty thousand dollars",
    invoicesPerMonth: "around three thousand, many with lien waivers",
    hoursPerWeek: "twenty-five hours a week",
    leak: "subcontractor invoices paid without matching the job budget",
    leakAmount: "roughly a hundred and twenty thousand dollars of overruns",
    tool: "Viewpoint Vista",
    competitor: "Procore's invoicing module",
    deadline: "before the spring building season",
    smallTalk: ["How's the weather on site today?", "Sleet. The crews are thrilled, as you can imagine."],
  },
  {
    company: "Lattice Learning",
    industry: "education technology",
    buyer: "Jordan Kim",
    buyerRole: "Head of Finance",
    signer: "Aisha Rahman",
    signerRole: "CEO",
    approvalLimit: "forty thousand dollars",
    invoicesPerMonth: "about eight hundred",
    hoursPerWeek: "twelve hours a week",
    leak: "a month-end close that takes nine days",
    leakAmount: "two contractors at about eighty thousand dollars a year",
    tool: "Xero",
    competitor: "Ramp",
    deadline: "before the board meeting in April",
    smallTalk: ["Congrats on the funding round, I saw the news.", "Thanks! Now we actually have to spend it wisely."],
  },
];

/** Short cold-call targets: only a name, a company and one fact to open with. */
export const COLD_PROSPECTS: readonly { company: string; buyer: string; opener: string }[] = [
  { company: "Osprey Marine", buyer: "Kevin Marsh", opener: "you just opened a second boatyard in Tacoma" },
  { company: "Redline Fitness", buyer: "Carla Mendes", opener: "you're adding twelve studios this year" },
  { company: "Alder & Finch", buyer: "Victor Lang", opener: "your team posted two accounts payable roles last month" },
  { company: "Summit Dental Group", buyer: "Hannah Cole", opener: "you acquired four practices this spring" },
  { company: "Bluefin Hotels", buyer: "Marcus Reed", opener: "you moved your finance team to a shared service center" },
  { company: "Tidewater Brewing", buyer: "Lucy Park", opener: "you started distributing in three new states" },
];
