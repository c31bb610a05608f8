/** How to write one interview question: shared by generate-questions and regenerate-question. */
export const QUESTION_GUIDE = `How to write each question:
- text: one question an interviewer can ask as written. Make it about this job's own skills, tools and situations
  (e.g. "Tell us about a time you tuned a slow PostgreSQL query in production..."), never generic. Behavioural questions
  ask about a real past situation ("Tell us about a time..."), situational ones pose a realistic scenario of this job,
  technical ones ask the candidate to explain how they would do something the job requires.
- category: technical, interpersonal, personal or business (the category of the goal it mainly serves).
- question_type: behavioral, situational or technical.
- difficulty: easy, mid or hard.
- competency: the competency it probes, in a few words (e.g. "database performance").
- intent: what the question reveals about the candidate. purpose: why it belongs in this interview.
- expected_traits: 2-5 traits a strong answer shows.
- estimated_time: minutes to answer (usually 3-8).
- ai_confidence: 0-100, how confident you are the question measures its goals well.
- followup_suggestions: 2-4 follow-up questions that dig deeper into the answer.
- expected_response_guidelines: strong, adequate and weak (what each kind of answer contains, concretely for this job),
  key_points (3-6 points a good answer covers), rating_scale (exactly 5 anchors, scores 1 to 5 in order, each with a label
  such as "Poor", "Weak", "Adequate", "Good", "Excellent" and a description of an answer at that level).
- effectiveness: relevance_score, difficulty_score and coverage_score (0-100) with a one-sentence reason each.
- goal_connections: the goals it assesses, by goal_key (e.g. "G1"), each with weight from 0 to 1 (0.7 or more: the question
  is a main way to assess the goal; 0.4-0.7: it gives good evidence; below 0.4: some evidence) and reasoning (one sentence).
- skills: the job's own skills the question names (may be empty).`;
