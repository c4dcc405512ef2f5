-- A consultant's grammatical gender, so sentences about them agree in the languages that mark it
-- (Arabic «تتحدث» or «يتحدث», French «Votre conseillère» or «Votre conseiller»). NULL when not
-- recorded: those sentences then take their neutral form.
ALTER TABLE agents ADD COLUMN gender TEXT CHECK (gender IN ('female', 'male'));
